/**
 * `TypeAdapter(T)`: validation and serialization of any type without a model — the schema of
 * `T` under an optional config, errors titled with the schema's name (`list[int]`), and
 * `dump_json` returning bytes, as in pydantic.
 */

import {
  checkKwargs,
  currentFrameGlobals,
  exc,
  type Kwargs,
  objectType,
  PyBuiltin,
  PyClass,
  type PyDict,
  PyOpaque,
  type PyValue,
  pyError,
  truthy,
  typeDisplay,
} from '../../engine/api';
import { bytesOf } from './bytes-value';
import { type ModelConfig, mergeConfig, resolveConfig } from './config';
import { jsonText } from './core/json-write';
import { schemaName } from './core/names';
import type { CoreSchema } from './core/schema';
import { jsonDump } from './core/ser-state';
import { newState } from './core/state';
import { validate } from './core/validate';
import { checkStringsInput } from './core/validate-misc';
import { schemaFor, Unresolved } from './generate';
import { jsonSchemaEntry } from './json-schema-entry';
import { dumpOptions, serializeTop } from './model/dump';
import { parseJsonInput } from './model/methods';
import { runValidation } from './model/run';
import { userError } from './user-error';

interface Adapter {
  readonly type: PyValue;
  readonly schema: CoreSchema;
  readonly config: ModelConfig;
  readonly title: string;
}

export const typeAdapterType = new PyClass('TypeAdapter', [objectType], {}, 'pydantic.type_adapter');

/** A TypeAdapter as made: its schema is built at once, or when what it names is defined (`rebuild()`). */
interface AdapterState {
  readonly type: PyValue;
  readonly config: ModelConfig;
  readonly globals: ReturnType<typeof currentFrameGlobals>;
  built: Adapter | null;
  /** The name a forward reference could not resolve, while the schema is not built. */
  missing: string | null;
}

typeAdapterType.slots.call = (_cls, args, kw) => {
  checkKwargs('TypeAdapter', kw, ['config', '_parent_depth', 'module']);
  if (args.length !== 1) throw pyError(exc.TypeError, `TypeAdapter.__init__() takes 2 positional arguments but ${args.length + 1} were given`);
  const raw = mergeConfig(null, kw?.get('config') ?? null, new Map());
  const config = resolveConfig(raw, typeDisplay(args[0]));
  const st: AdapterState = { type: args[0], config, globals: currentFrameGlobals(), built: null, missing: null };
  build(st);
  return new PyOpaque(typeAdapterType, `TypeAdapter(${typeDisplay(args[0]).replace(/^typing\./, '')})`, st);
};

/** Builds the schema if it is not built yet; false while a forward reference stays undefined. */
function build(st: AdapterState): boolean {
  if (st.built) return true;
  try {
    const schema = schemaFor(st.type, { config: st.config, globals: st.globals, locals: null });
    st.built = { type: st.type, schema, config: st.config, title: schemaName(schema) };
    st.missing = null;
    return true;
  } catch (e) {
    if (!(e instanceof Unresolved)) throw e;
    st.missing = e.name;
    return false;
  }
}

function stateOfAdapter(args: PyValue[]): AdapterState {
  const s = args[0];
  if (!(s instanceof PyOpaque) || s.type !== typeAdapterType) throw pyError(exc.TypeError, "descriptor requires a 'TypeAdapter' object");
  return s.payload as AdapterState;
}

/** The adapter with its schema, built now if it can be (pydantic's mock validator retries the same way). */
function adapter(args: PyValue[]): Adapter {
  const st = stateOfAdapter(args);
  if (!build(st)) {
    const name = typeDisplay(st.type).replace(/^'(.*)'$/, '$1');
    throw userError(
      `\`TypeAdapter[${name}]\` is not fully defined; you should define \`${name}\` and all referenced types, then call \`.rebuild()\` on the instance.`,
      'class-not-fully-defined',
    );
  }
  return st.built as Adapter;
}

/** `TypeAdapter.rebuild(force=False, raise_errors=True)`: None when already built, else whether it could be. */
function rebuild(args: PyValue[], kw: Kwargs): PyValue {
  const st = stateOfAdapter(args);
  if (st.built && !truthy(kw?.get('force') ?? false)) return null;
  st.built = null;
  if (build(st)) return true;
  if (truthy(kw?.get('raise_errors') ?? true)) adapter(args);
  return false;
}

function flag(kw: Kwargs, k: string): boolean | null {
  const v = kw?.get(k);
  return v === undefined || v === null ? null : truthy(v);
}

function validateIn(a: Adapter, input: PyValue, kw: Kwargs, mode: 'python' | 'json' | 'strings'): PyValue {
  const state = newState({
    mode,
    strict: flag(kw, 'strict'),
    fromAttributes: flag(kw, 'from_attributes'),
    byAlias: flag(kw, 'by_alias'),
    byName: flag(kw, 'by_name'),
    context: kw?.get('context') ?? null,
  });
  state.config = a.config.core.dict as PyDict;
  return runValidation(a.title, () => {
    checkStringsInput(input, state, false);
    return validate(a.schema, input, state);
  });
}

const validateKeywords = ['strict', 'from_attributes', 'context', 'experimental_allow_partial', 'by_alias', 'by_name'];
const dumpKeywords = [
  'mode',
  'include',
  'exclude',
  'by_alias',
  'exclude_unset',
  'exclude_defaults',
  'exclude_none',
  'exclude_computed_fields',
  'round_trip',
  'warnings',
  'fallback',
  'serialize_as_any',
  'context',
  'polymorphic_serialization',
];

const methods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  validate_python(args, kw) {
    checkKwargs('validate_python', kw, validateKeywords);
    return validateIn(adapter(args), args[1] ?? null, kw, 'python');
  },
  validate_json(args, kw) {
    checkKwargs('validate_json', kw, validateKeywords);
    const a = adapter(args);
    return validateIn(a, parseJsonInput(a.title, args[1] ?? null), kw, 'json');
  },
  validate_strings(args, kw) {
    checkKwargs('validate_strings', kw, validateKeywords);
    return validateIn(adapter(args), args[1] ?? null, kw, 'strings');
  },
  dump_python(args, kw) {
    checkKwargs('dump_python', kw, dumpKeywords);
    const a = adapter(args);
    return serializeTop(a.schema, args[1] ?? null, dumpOptions(kw, kw?.get('mode') ?? 'python', a.config.core));
  },
  dump_json(args, kw) {
    checkKwargs('dump_json', kw, [...dumpKeywords.filter((k) => k !== 'mode'), 'indent', 'ensure_ascii']);
    const a = adapter(args);
    const indent = kw?.get('indent');
    return bytesOf(
      jsonDump(() =>
        jsonText(serializeTop(a.schema, args[1] ?? null, dumpOptions(kw, 'json', a.config.core, true)), {
          indent: typeof indent === 'bigint' ? Number(indent) : null,
          infNan: a.config.core.serJsonInfNan,
          ensureAscii: truthy(kw?.get('ensure_ascii') ?? false),
        }),
      ),
    );
  },
  rebuild,
  json_schema(args, kw) {
    const a = adapter(args);
    return jsonSchemaEntry().adapter(a.schema, a.config, kw);
  },
};

for (const [name, fn] of Object.entries(methods)) typeAdapterType.dict.set(name, new PyBuiltin(name, fn, `TypeAdapter.${name}`));
