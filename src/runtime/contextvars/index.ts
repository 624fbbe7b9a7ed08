/**
 * Simulated `contextvars`: `ContextVar(name, default=...)` with `get`, `set` (returning a
 * `Token`) and `reset(token)`. A run has one context, so a variable holds its value itself;
 * `copy_context` and running code in another context are not supported.
 */
import { builtin, exc, type Kwargs, objectType, PyBuiltin, PyClass, PyOpaque, type PyValue, pyError, registerModule, repr } from '../../engine/api';

interface VarState {
  readonly name: string;
  readonly default: PyValue | undefined;
  value: PyValue | undefined;
}

interface TokenState {
  readonly v: PyOpaque;
  readonly old: PyValue | undefined;
  used: boolean;
}

const contextVarType = new PyClass('ContextVar', [objectType], {}, 'contextvars');
const tokenType = new PyClass('Token', [objectType], {}, 'contextvars');
const missingType = new PyClass('Token.MISSING', [objectType], {}, 'contextvars');
const MISSING = new PyOpaque(missingType, '<Token.MISSING>');

contextVarType.slots.call = (_c, args, kw) => {
  const name = args[0] ?? kw?.get('name');
  if (typeof name !== 'string') throw pyError(exc.TypeError, 'context variable name must be a str');
  const dflt = kw?.get('default');
  return new PyOpaque(contextVarType, `<ContextVar name=${repr(name)}${dflt !== undefined ? ` default=${repr(dflt)}` : ''}>`, {
    name,
    default: dflt,
    value: undefined,
  } satisfies VarState);
};

function varOf(self: PyValue): [PyOpaque, VarState] {
  if (self instanceof PyOpaque && self.type === contextVarType) return [self, self.payload as VarState];
  throw pyError(exc.TypeError, "descriptor requires a 'ContextVar' object");
}

const methods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  get(args) {
    const [, s] = varOf(args[0] ?? null);
    if (s.value !== undefined) return s.value;
    if (args.length > 1) return args[1];
    if (s.default !== undefined) return s.default;
    throw pyError(exc.LookupError, `<ContextVar name=${repr(s.name)}>`);
  },
  set(args) {
    const [v, s] = varOf(args[0] ?? null);
    const token: TokenState = { v, old: s.value, used: false };
    s.value = args[1] ?? null;
    return new PyOpaque(tokenType, `<Token var=${v.reprText}>`, token);
  },
  reset(args) {
    const [v, s] = varOf(args[0] ?? null);
    const t = args[1];
    if (!(t instanceof PyOpaque) || t.type !== tokenType) throw pyError(exc.TypeError, `expected an instance of Token, got ${repr(t ?? null)}`);
    const token = t.payload as TokenState;
    if (token.v !== v) throw pyError(exc.ValueError, `${repr(t)} was created by a different ContextVar`);
    if (token.used) throw pyError(exc.RuntimeError, `${repr(t)} has already been used once`);
    token.used = true;
    s.value = token.old;
    return null;
  },
};
for (const [name, fn] of Object.entries(methods)) contextVarType.dict.set(name, new PyBuiltin(name, fn, `ContextVar.${name}`));
contextVarType.slots.getattr = (self, name) => (name === 'name' ? ((self as PyOpaque).payload as VarState | undefined)?.name : undefined);
tokenType.slots.getattr = (self, name) => {
  const t = (self as PyOpaque).payload as TokenState | undefined;
  if (!t) return name === 'MISSING' ? MISSING : undefined;
  if (name === 'var') return t.v;
  if (name === 'old_value') return t.old ?? MISSING;
  return undefined;
};

registerModule('contextvars', () => ({
  ContextVar: contextVarType,
  Token: tokenType,
  copy_context: builtin('copy_context', () => {
    throw pyError(exc.NotImplementedError, 'contextvars.copy_context is not supported by this explainer');
  }),
}));
