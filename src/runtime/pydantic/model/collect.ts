/**
 * Reading a model class body, as pydantic's `ModelMetaclass` does: the config (parent's, then
 * `model_config`, then class keywords), the fields from annotations (inherited ones first,
 * `Annotated` metadata and an assigned `Field()` merged), private attributes (`_name`), class
 * variables, and the errors pydantic raises for a non-annotated attribute.
 */
import { descriptorTypes, PyBuiltin, PyClass, PyDict, PyFunction, PyGenericAlias, PyInstance, PyOpaque, type PyValue, repr } from '../../../engine/api';
import { annotatedForm, classVarForm, finalForm, notRequiredForm, readOnlyForm, requiredForm } from '../../typing/forms';
import { isProxy } from '../decorators';
import { displayAsType } from '../display';
import { type FieldSpec, isFieldInfo, mergeSpecs, type PrivateSpec, privateAttrType, specOf } from '../field-info';
import { given } from '../undefined';
import { forbiddenQualifierType, userError, withCode } from '../user-error';

function isClassVar(ann: PyValue): boolean {
  if (ann === classVarForm) return true;
  if (ann instanceof PyGenericAlias && ann.origin === classVarForm) return true;
  if (ann instanceof PyGenericAlias && ann.origin === annotatedForm) return isClassVar(ann.args[0]);
  return typeof ann === 'string' && /^(typing\.)?ClassVar\b/.test(ann);
}

function copySpec(s: FieldSpec): FieldSpec {
  return { ...s, metadata: [...s.metadata], set: new Set(s.set) };
}

/**
 * typing_inspection's `inspect_annotation` for a class or dataclass field: `Required`,
 * `NotRequired` and `ReadOnly` belong to TypedDicts, so pydantic refuses them here (naming
 * `ReadOnly` as `typing.NotRequired`, as typing_inspection 0.4 reports it).
 */
function checkQualifiers(annotation: PyValue): void {
  let ann = annotation;
  while (ann instanceof PyGenericAlias) {
    const o = ann.origin;
    if (o === annotatedForm || o === finalForm || o === classVarForm) ann = ann.args[0];
    else if (o === requiredForm || o === notRequiredForm || o === readOnlyForm) {
      const named = o === requiredForm ? 'typing.Required' : 'typing.NotRequired';
      throw withCode(
        forbiddenQualifierType,
        `The annotation ${repr(displayAsType(annotation))} contains the ${repr(named)} type qualifier, which is invalid in the context it is defined.`,
        null,
      );
    } else return;
  }
}

/** The declaration of one annotated field: its `Annotated` metadata and the value assigned to it. */
export function fieldSpecFor(annotation: PyValue, value: PyValue | undefined): FieldSpec {
  checkQualifiers(annotation);
  let ann = annotation;
  let frozen = false;
  if (ann instanceof PyGenericAlias && ann.origin === finalForm) {
    ann = ann.args[0];
    frozen = true;
  }
  const metas: PyValue[] = [];
  const infos: FieldSpec[] = [];
  if (ann instanceof PyGenericAlias && ann.origin === annotatedForm) {
    for (const m of ann.args.slice(1)) {
      if (isFieldInfo(m)) {
        infos.push(specOf(m));
        metas.push(...specOf(m).metadata);
      } else metas.push(m);
    }
    ann = ann.args[0];
  }
  let assigned: FieldSpec | null = null;
  if (value !== undefined && isFieldInfo(value)) assigned = specOf(value);
  const merged = mergeSpecs(assigned ? [...infos, assigned] : infos, ann);
  merged.metadata = assigned ? [...assigned.metadata, ...metas] : metas;
  if (value !== undefined && !assigned && given(value) !== undefined) {
    merged.default = value;
    merged.factory = undefined;
    merged.set.add('default');
  }
  if (frozen) {
    merged.frozen = true;
    merged.set.add('frozen');
  }
  return merged;
}

/** Whether a class attribute is behaviour rather than data (methods, descriptors, nested classes). */
function isBehaviour(v: PyValue): boolean {
  if (v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyClass) return true;
  if (v instanceof PyOpaque) {
    const t = v.type;
    if (t === descriptorTypes.classmethod || t === descriptorTypes.staticmethod || t === descriptorTypes.property) return true;
    if (isProxy(v)) return true;
  }
  // pydantic skips instances of `functools` classes (`cached_property`, `partialmethod`...).
  return v instanceof PyInstance && v.type.module === 'functools';
}

export interface CollectedFields {
  readonly specs: Map<string, FieldSpec>;
  readonly privates: Map<string, PrivateSpec>;
  readonly classVars: Set<string>;
}

/** Fields, private attributes and class variables of a model class, the parent's included. */
export function collectFields(cls: PyClass, parent: CollectedFields | null): CollectedFields {
  const specs = new Map<string, FieldSpec>();
  for (const [k, s] of parent?.specs ?? []) specs.set(k, copySpec(s));
  const privates = new Map(parent?.privates ?? []);
  const classVars = new Set(parent?.classVars ?? []);
  const anns = cls.dict.get('__annotations__');
  const annotated = new Set<string>();
  if (anns instanceof PyDict) {
    for (const [k, ann] of anns.map.values()) {
      if (typeof k !== 'string' || k === 'model_config') continue;
      annotated.add(k);
      if (isClassVar(ann)) {
        classVars.add(k);
        continue;
      }
      if (k.startsWith('__') && k.endsWith('__')) continue;
      const value = cls.dict.get(k);
      if (k.startsWith('_')) {
        privates.set(
          k,
          value instanceof PyOpaque && value.type === privateAttrType ? (value.payload as PrivateSpec) : value !== undefined ? { default: value } : {},
        );
        cls.dict.delete(k);
        continue;
      }
      // An annotated name is a field whatever its default (a function, a class); decorators and descriptors are not.
      if (value instanceof PyOpaque && isBehaviour(value)) continue;
      specs.set(k, fieldSpecFor(ann, value));
      if (value !== undefined) cls.dict.delete(k);
    }
  }
  for (const [k, v] of [...cls.dict]) {
    if (annotated.has(k) || (k.startsWith('__') && k.endsWith('__')) || isBehaviour(v) || k === 'model_config') continue;
    if (k.startsWith('_')) {
      privates.set(k, v instanceof PyOpaque && v.type === privateAttrType ? (v.payload as PrivateSpec) : { default: v });
      cls.dict.delete(k);
      continue;
    }
    if (specs.has(k))
      throw userError(
        `Field '${k}' defined on a base class was overridden by a non-annotated attribute. All field definitions, including overrides, require a type annotation.`,
        'model-field-overridden',
      );
    if (isFieldInfo(v) || !(v instanceof PyOpaque))
      throw userError(
        `A non-annotated attribute was detected: \`${k} = ${repr(v)}\`. All model fields require a type annotation; if \`${k}\` is not meant to be a field, you may be able to resolve this error by annotating it as a \`ClassVar\` or updating \`model_config['ignored_types']\`.`,
        'model-field-missing-annotation',
      );
  }
  return { specs, privates, classVars };
}
