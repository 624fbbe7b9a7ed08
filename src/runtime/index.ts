/**
 * Installs the simulated libraries into the engine's module registry. `typing`, `pydantic`
 * and `torch` come with the core; `pytest` and `copy` are rarely imported by a scenario, so the
 * browser loads them on demand (`loadOptionalModules`), while the CLI and tests install them up front.
 */
import './typing';
import './pydantic';
import './torch';

/** Call sites import this to make the dependency on the runtime explicit. */
export function installRuntime(): void {}

/** Modules a scenario rarely imports: the browser loads them when a script names them. */
const optional: Record<string, () => Promise<unknown>> = {
  pytest: () => import('./pytest'),
  copy: () => import('./copy'),
  itertools: () => import('./itertools'),
  operator: () => import('./operator'),
  collections: () => import('./collections'),
  asyncio: () => import('./asyncio'),
  enum: () => import('./enum'),
  datetime: () => import('./datetime'),
  dataclasses: () => import('./dataclasses'),
  uuid: () => import('./uuid'),
  decimal: () => import('./decimal'),
  json: () => import('./json'),
  math: () => import('./math'),
  re: () => import('./re'),
  statistics: () => import('./statistics'),
  abc: () => import('./abc'),
  logging: () => import('./logging'),
  inspect: () => import('./inspect'),
  contextlib: () => import('./contextlib'),
  __future__: () => import('./future'),
  pathlib: () => import('./pathlib'),
  contextvars: () => import('./contextvars'),
  warnings: () => import('./warnings'),
  functools: () => import('./functools'),
  heapq: () => import('./heapq'),
  bisect: () => import('./bisect'),
  sys: () => import('./sys'),
  string: () => import('./string'),
  random: () => import('./random'),
  time: () => import('./time'),
  numbers: () => import('./numbers'),
  keyword: () => import('./keyword'),
  pprint: () => import('./pprint'),
  traceback: () => import('./traceback'),
  os: () => import('./os'),
  'os.path': () => import('./os'),
  io: () => import('./io'),
  textwrap: () => import('./textwrap'),
  types: () => import('./types'),
  fractions: () => import('./fractions'),
  base64: () => import('./base64'),
  hashlib: () => import('./hashlib'),
  'pydantic.dataclasses': () => import('./pydantic/dataclasses'),
  'pydantic.json_schema': () => import('./pydantic/json-schema'),
};

/** What in a script asks for an optional module besides importing it: JSON schemas are asked of a model or adapter. */
const usedBy: Record<string, RegExp> = {
  'pydantic.json_schema': /json_schema|JsonSchema/,
  // pydantic's serializer warnings go through `warnings` (imported or not by the script).
  warnings: /\b(import|from)\s+(warnings|pydantic)\b/,
};
const loaded = new Set<string>();

/** Installs the optional modules too (the CLI and the tests, which run any scenario at once). */
export async function installAllModules(): Promise<void> {
  for (const [name, load] of Object.entries(optional)) {
    await load();
    loaded.add(name);
  }
}

/**
 * For a script that imports an optional module not loaded yet: loads it and resolves true
 * (the caller runs the script again); false when nothing was missing.
 */
export async function loadOptionalModules(script: string): Promise<boolean> {
  const wanted = Object.keys(optional).filter(
    (name) => !loaded.has(name) && (usedBy[name] ?? new RegExp(`\\b(import|from)\\s+${name.replace('.', '\\.')}\\b`)).test(script),
  );
  for (const name of wanted) {
    await optional[name]();
    loaded.add(name);
  }
  return wanted.length > 0;
}
