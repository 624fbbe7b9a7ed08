/**
 * `inspect.Signature` and `inspect.Parameter` as values: a parameter list read from a function
 * (its `def`, defaults and annotations) and printed as CPython prints it — `/` after the
 * positional-only ones, `*` before keyword-only ones, `name: annotation = default`, `-> return`.
 */
import { objectType, PyClass, PyDict, type PyFunction, PyGenericAlias, PyOpaque, type PyValue, repr, typeDisplay } from '../../engine/api';
import { annotatedForm } from '../typing/forms';

export type ParamKind = 'POSITIONAL_ONLY' | 'POSITIONAL_OR_KEYWORD' | 'VAR_POSITIONAL' | 'KEYWORD_ONLY' | 'VAR_KEYWORD';

export interface ParamSpec {
  readonly name: string;
  readonly kind: ParamKind;
  /** Absent: no default (`Parameter.empty`); a string `<factory>` default is written as shown. */
  readonly default?: PyValue;
  readonly defaultText?: string;
  /** Absent: not annotated. */
  readonly annotation?: PyValue;
}

export interface SignatureSpec {
  readonly params: readonly ParamSpec[];
  /** Absent: no return annotation. */
  readonly returns?: PyValue;
}

/** `inspect.formatannotation`: a builtin class by name, another class by module and name, anything else by repr. */
export function formatAnnotation(a: PyValue): string {
  if (a instanceof PyClass) return a.module === 'builtins' ? a.qualname : `${a.module}.${a.qualname}`;
  if (typeof a === 'string') return repr(a);
  // An `Annotated[...]` alias reports its inner type's module, so CPython keeps its `typing.` prefix.
  if (a instanceof PyGenericAlias && a.origin === annotatedForm) return typeDisplay(a);
  return typeDisplay(a).replace(/typing\./g, '');
}

function formatParam(p: ParamSpec): string {
  const prefix = p.kind === 'VAR_POSITIONAL' ? '*' : p.kind === 'VAR_KEYWORD' ? '**' : '';
  let out = `${prefix}${p.name}`;
  if (p.annotation !== undefined) out += `: ${formatAnnotation(p.annotation)}`;
  const dflt = p.defaultText ?? (p.default !== undefined ? repr(p.default) : undefined);
  if (dflt !== undefined) out += p.annotation !== undefined ? ` = ${dflt}` : `=${dflt}`;
  return out;
}

/** `str(signature)`. */
export function formatSignature(sig: SignatureSpec): string {
  const parts: string[] = [];
  let sawKwOnlyMarker = false;
  sig.params.forEach((p, i) => {
    if (p.kind === 'VAR_POSITIONAL') sawKwOnlyMarker = true;
    if (p.kind === 'KEYWORD_ONLY' && !sawKwOnlyMarker) {
      parts.push('*');
      sawKwOnlyMarker = true;
    }
    parts.push(formatParam(p));
    const next = sig.params[i + 1];
    if (p.kind === 'POSITIONAL_ONLY' && next?.kind !== 'POSITIONAL_ONLY') parts.push('/');
  });
  const ret = sig.returns === undefined ? '' : ` -> ${formatAnnotation(sig.returns)}`;
  return `(${parts.join(', ')})${ret}`;
}

/** The parameters of a `def` or `lambda`, with their defaults and annotations. */
export function functionSignature(f: PyFunction): SignatureSpec {
  const p = f.params;
  const anns = f.annotations;
  const ann = (name: string): PyValue | undefined => (anns instanceof PyDict ? anns.map.get(name)?.[1] : undefined);
  const out: ParamSpec[] = [];
  const firstDefault = p.positional.length - f.defaults.length;
  p.positional.forEach((q, i) => {
    const kind: ParamKind = i < p.posonlyCount ? 'POSITIONAL_ONLY' : 'POSITIONAL_OR_KEYWORD';
    out.push(withOptional({ name: q.name, kind }, i >= firstDefault ? f.defaults[i - firstDefault] : undefined, ann(q.name)));
  });
  if (p.vararg) out.push(withOptional({ name: p.vararg, kind: 'VAR_POSITIONAL' }, undefined, ann(p.vararg)));
  for (const q of p.kwonly) out.push(withOptional({ name: q.name, kind: 'KEYWORD_ONLY' }, f.kwDefaults.get(q.name), ann(q.name)));
  if (p.kwarg) out.push(withOptional({ name: p.kwarg, kind: 'VAR_KEYWORD' }, undefined, ann(p.kwarg)));
  const returns = ann('return');
  return returns === undefined ? { params: out } : { params: out, returns };
}

function withOptional(p: ParamSpec, dflt: PyValue | undefined, annotation: PyValue | undefined): ParamSpec {
  return { ...p, ...(dflt !== undefined ? { default: dflt } : {}), ...(annotation !== undefined ? { annotation } : {}) };
}

export const signatureType = new PyClass('Signature', [objectType], {}, 'inspect');
export const parameterType = new PyClass('Parameter', [objectType], {}, 'inspect');
/** `inspect.Parameter.empty` / `inspect.Signature.empty`. */
export const emptyType = new PyClass('_empty', [objectType], {}, 'inspect');

function parameter(p: ParamSpec): PyOpaque {
  return new PyOpaque(parameterType, `<Parameter "${formatParam(p)}">`, p);
}

export function signatureValue(sig: SignatureSpec): PyOpaque {
  return new PyOpaque(signatureType, `<Signature ${formatSignature(sig)}>`, sig);
}

signatureType.slots.str = (self) => formatSignature((self as PyOpaque).payload as SignatureSpec);
signatureType.slots.getattr = (self, name) => {
  const sig = (self as PyOpaque).payload as SignatureSpec | undefined;
  if (!sig) return name === 'empty' ? emptyType : undefined;
  if (name === 'parameters') {
    const d = new PyDict();
    for (const p of sig.params) d.map.set(p.name, [p.name, parameter(p)]);
    return d;
  }
  if (name === 'return_annotation') return sig.returns ?? emptyType;
  return undefined;
};

parameterType.slots.str = (self) => formatParam((self as PyOpaque).payload as ParamSpec);
parameterType.slots.getattr = (self, name) => {
  const p = (self as PyOpaque).payload as ParamSpec | undefined;
  if (!p) return name === 'empty' ? emptyType : (kindValues as Record<string, PyValue>)[name];
  if (name === 'name') return p.name;
  if (name === 'default') return p.default ?? emptyType;
  if (name === 'annotation') return p.annotation ?? emptyType;
  if (name === 'kind') return kindValues[p.kind];
  return undefined;
};

export const paramKindType = new PyClass('_ParameterKind', [objectType], {}, 'inspect');
const kindValues: Record<ParamKind, PyValue> = {
  POSITIONAL_ONLY: new PyOpaque(paramKindType, '<_ParameterKind.POSITIONAL_ONLY: 0>'),
  POSITIONAL_OR_KEYWORD: new PyOpaque(paramKindType, '<_ParameterKind.POSITIONAL_OR_KEYWORD: 1>'),
  VAR_POSITIONAL: new PyOpaque(paramKindType, '<_ParameterKind.VAR_POSITIONAL: 2>'),
  KEYWORD_ONLY: new PyOpaque(paramKindType, '<_ParameterKind.KEYWORD_ONLY: 3>'),
  VAR_KEYWORD: new PyOpaque(paramKindType, '<_ParameterKind.VAR_KEYWORD: 4>'),
};
paramKindType.slots.str = (self) => ((self as PyOpaque).reprText.match(/\.(\w+):/) ?? ['', ''])[1];
