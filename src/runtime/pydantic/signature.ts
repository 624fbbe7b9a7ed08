/**
 * The signature pydantic gives a model class (`inspect.signature(Model)`): its `__init__`'s
 * parameters, with `**data` replaced by one keyword-only parameter per field (named by its
 * alias when that is an identifier), defaults as declared (`<factory>` for a factory), and
 * `**extra_data` kept when extra keys are allowed — pydantic's `generate_pydantic_signature`.
 */
import { type PyClass, PyFunction, type PyOpaque } from '../../engine/api';
import type { ParamSpec, SignatureSpec } from '../inspect/signature';
import { functionSignature } from '../inspect/signature';
import { anyType } from '../typing';
import { annotated } from '../typing/forms';
import { type FieldSpec, specOf } from './field-info';
import { modelInfo, requireBuilt } from './model/info';

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

function signatureName(name: string, spec: FieldSpec): string {
  if (typeof spec.alias === 'string' && identifier.test(spec.alias)) return spec.alias;
  if (typeof spec.validationAlias === 'string' && identifier.test(spec.validationAlias)) return spec.validationAlias;
  return name;
}

export function modelSignature(cls: PyClass): SignatureSpec {
  const def = requireBuilt(modelInfo(cls));
  const init = cls.lookup('__init__');
  const custom = init instanceof PyFunction;
  const present: readonly ParamSpec[] = custom
    ? functionSignature(init).params
    : [
        { name: 'self', kind: 'POSITIONAL_ONLY' },
        { name: 'data', kind: 'VAR_KEYWORD', annotation: anyType },
      ];
  const specs = new Map([...def.fields].map(([k, f]) => [k, specOf(f.info as PyOpaque)]));
  const merged = new Map<string, ParamSpec>();
  let varKw: ParamSpec | null = null;
  let useVarKw = false;
  for (const param of present.slice(1)) {
    let p = param;
    const spec = specs.get(p.name);
    if (spec) {
      if (def.fields.get(p.name)?.init === false) continue;
      p = { ...p, name: signatureName(p.name, spec) };
    }
    if (p.kind === 'VAR_KEYWORD') {
      varKw = p;
      continue;
    }
    merged.set(p.name, p);
  }
  if (varKw) {
    for (const [name, spec] of specs) {
      let pname = signatureName(name, spec);
      if (merged.has(name) || merged.has(pname)) continue;
      if (!identifier.test(pname)) {
        if (def.config.validateByName) pname = name;
        else {
          useVarKw = true;
          continue;
        }
      }
      const annotation = spec.metadata.length ? annotated(spec.annotation, spec.metadata) : spec.annotation;
      const dflt = spec.factory !== undefined ? { defaultText: '<factory>' } : spec.default !== undefined ? { default: spec.default } : {};
      merged.set(pname, { name: pname, kind: 'KEYWORD_ONLY', annotation, ...dflt });
    }
  }
  if (def.config.extra === 'allow') useVarKw = true;
  if (varKw && useVarKw) {
    let name = custom ? varKw.name : 'extra_data';
    while (specs.has(name)) name += '_';
    merged.set(name, { ...varKw, name });
  }
  return { params: [...merged.values()], returns: null };
}
