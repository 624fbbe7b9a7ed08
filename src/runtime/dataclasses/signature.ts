/**
 * A dataclass's `__init__` signature, as `inspect.signature` shows CPython's generated one: the
 * `__init__` fields (InitVar pseudo-fields too) with their annotations as written, the positional
 * ones first and the keyword-only ones after `*`, a default by its repr and a default factory as
 * `<factory>`, returning None. The class docstring a dataclass without one gets is its name and this
 * signature without `-> None`.
 */
import { getAttrOrUndefined, type PyClass, PyFunction } from '../../engine/api';
import { formatSignature, functionSignature, type ParamSpec, type SignatureSpec } from '../inspect/signature';
import type { DcField } from './shape';

export function dataclassSignature(fields: readonly DcField[]): SignatureSpec {
  const init = fields.filter((f) => f.init);
  const ordered = [...init.filter((f) => !f.kwOnly), ...init.filter((f) => f.kwOnly)];
  const params = ordered.map(
    (f): ParamSpec => ({
      name: f.name,
      kind: f.kwOnly ? 'KEYWORD_ONLY' : 'POSITIONAL_OR_KEYWORD',
      annotation: f.annotation,
      ...(f.factory !== undefined ? { defaultText: '<factory>' } : f.default !== undefined ? { default: f.default } : {}),
    }),
  );
  return { params, returns: null };
}

/**
 * `cls.__doc__` for a dataclass declared without one (`_process_class`): the name and
 * `inspect.signature(cls)` — the generated `__init__`'s, a user-written `__init__`'s, or `()`.
 */
export function dataclassDoc(cls: PyClass, fields: readonly DcField[], generatedInit: boolean): string {
  let sig: SignatureSpec = { params: [] };
  if (generatedInit) sig = dataclassSignature(fields);
  else {
    const init = getAttrOrUndefined(cls, '__init__');
    if (init instanceof PyFunction) {
      const s = functionSignature(init);
      sig = { ...s, params: s.params.slice(1) };
    }
  }
  return cls.name + formatSignature(sig).replace(' -> None', '');
}
