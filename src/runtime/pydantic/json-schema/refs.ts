/**
 * Definitions and references, as pydantic's `GenerateJsonSchema` names them: each referenced
 * schema (a model, dataclass, TypedDict, Enum, type alias) gets a unique definitions key with
 * simpler alternatives (`Model`, `Model-Input`, `__main____Model`...); at the end each key is
 * remapped to its simplest alternative that names one schema only.
 */
import { PyDict, PyList, type PyValue, typeName } from '../../../engine/api';
import { get, type Json, put } from './values';

export type Mode = 'validation' | 'serialization';

/** What a referenced schema is identified and named by. */
export interface RefKey {
  /** Unique per referenced thing (a class, a type alias name). */
  readonly id: string;
  /** The name a definition shows (`Model`, `Model_int_` for `Model[int]`). */
  readonly short: string;
  /** The module-qualified name, the fallback when two things share a short name. */
  readonly qualified: string;
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A stable number for an object (the `id()` part of pydantic's core refs). */
export function objectId(o: object): number {
  let n = ids.get(o);
  if (n === undefined) {
    n = nextId++;
    ids.set(o, n);
  }
  return n;
}

/** pydantic's `normalize_name`. */
export function normalizeName(name: string): string {
  return name.replace(/[^a-zA-Z0-9.\-_]/g, '_').replace(/\./g, '__');
}

/** A canonical text of a JSON value (dict keys sorted): what `_deduplicate_schemas` compares. */
export function canon(v: PyValue): string {
  if (v instanceof PyDict)
    return `{${[...v.map.values()]
      .map(([k, x]) => `${JSON.stringify(String(k))}:${canon(x)}`)
      .sort()
      .join(',')}}`;
  if (v instanceof PyList) return `[${v.items.map(canon).join(',')}]`;
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'bigint') return `${v}`;
  if (typeof v === 'number') return Number.isInteger(v) ? `${v}` : `${v}`;
  if (v === null || typeof v === 'boolean') return `${v}`;
  return `<${typeName(v)}>`;
}

export function dedupe(schemas: readonly PyValue[]): PyValue[] {
  const seen = new Set<string>();
  const out: PyValue[] = [];
  for (const s of schemas) {
    const c = canon(s);
    if (seen.has(c)) continue;
    seen.add(c);
    out.push(s);
  }
  return out;
}

/** Deep copy of a JSON value (dicts and lists; leaves shared). */
export function deepCopy(v: PyValue): PyValue {
  if (v instanceof PyDict) {
    const d = new PyDict();
    for (const [k, [key, x]] of v.map) d.map.set(k, [key, deepCopy(x)]);
    return d;
  }
  if (v instanceof PyList) return new PyList(v.items.map(deepCopy));
  return v;
}

export class Refs {
  /** (key id, mode) → the unique definitions key. */
  readonly defsRefs = new Map<string, string>();
  readonly jsonToDefs = new Map<string, string>();
  readonly choices = new Map<string, string[]>();
  private readonly collisionCounter = new Map<string, number>();
  private readonly collisionIndex = new Map<string, number>();

  constructor(readonly template: string) {}

  jsonRef(defsRef: string): string {
    return this.template.replace(/\{model\}/g, defsRef);
  }

  /** The definitions key of a referenced schema in a mode, created on first use (pydantic's `get_defs_ref`). */
  defsRef(key: RefKey, mode: Mode): string {
    const k = `${key.id}|${mode}`;
    const known = this.defsRefs.get(k);
    if (known !== undefined) return known;
    const modeTitle = mode === 'validation' ? 'Input' : 'Output';
    const name = normalizeName(key.short);
    const qualified = normalizeName(key.qualified);
    const unique = normalizeName(`${key.qualified}:${key.id}`);
    let occurrence = this.collisionIndex.get(unique);
    if (occurrence === undefined) {
      occurrence = (this.collisionCounter.get(qualified) ?? 0) + 1;
      this.collisionCounter.set(qualified, occurrence);
      this.collisionIndex.set(unique, occurrence);
    }
    const defsRef = `${qualified}-${modeTitle}__${occurrence}`;
    this.choices.set(defsRef, [name, `${name}-${modeTitle}`, qualified, `${qualified}-${modeTitle}`, `${qualified}__${occurrence}`, defsRef]);
    this.defsRefs.set(k, defsRef);
    this.jsonToDefs.set(this.jsonRef(defsRef), defsRef);
    return defsRef;
  }

  /** pydantic's `_DefinitionsRemapping.from_prioritized_choices`: the simplest unambiguous names, to a fixed point. */
  remapping(definitions: ReadonlyMap<string, Json>): Remapping {
    let copied = new Map([...definitions].map(([k, v]) => [k, deepCopy(v) as Json]));
    let previous = canonDefs(copied);
    for (let i = 0; i < 100; i++) {
      const forAlternative = new Map<string, PyValue[]>();
      for (const [defsRef, schema] of copied)
        for (const alt of this.choices.get(defsRef) ?? [defsRef]) {
          const l = forAlternative.get(alt) ?? [];
          l.push(schema);
          forAlternative.set(alt, l);
        }
      const distinct = new Map([...forAlternative].map(([k, l]) => [k, dedupe(l).length]));
      const defsMap = new Map<string, string>();
      const jsonMap = new Map<string, string>();
      for (const original of definitions.keys()) {
        const alts = this.choices.get(original) ?? [original];
        const chosen = alts.find((a) => distinct.get(a) === 1) ?? original;
        defsMap.set(original, chosen);
        for (const alt of alts.slice(alts.indexOf(chosen))) jsonMap.set(this.jsonRef(alt), this.jsonRef(chosen));
      }
      const r = new Remapping(defsMap, jsonMap);
      const next = new Map([...copied].map(([k, v]) => [r.defsRef(k), r.json(deepCopy(v)) as Json]));
      const text = canonDefs(next);
      if (text === previous) return r;
      previous = text;
      copied = next;
    }
    return new Remapping(new Map(), new Map());
  }
}

function canonDefs(defs: ReadonlyMap<string, Json>): string {
  return [...defs]
    .map(([k, v]) => `${k}=${canon(v)}`)
    .sort()
    .join(';');
}

export class Remapping {
  constructor(
    private readonly defsMap: ReadonlyMap<string, string>,
    private readonly jsonMap: ReadonlyMap<string, string>,
  ) {}

  defsRef(r: string): string {
    return this.defsMap.get(r) ?? r;
  }

  /** pydantic's `remap_json_schema`: every string that is a JSON ref, `$ref` values and `$defs` keys, in place. */
  json(v: PyValue): PyValue {
    if (typeof v === 'string') return this.jsonMap.get(v) ?? v;
    if (v instanceof PyList) return new PyList(v.items.map((x) => this.json(x)));
    if (v instanceof PyDict) {
      for (const [k, [key, x]] of [...v.map]) {
        if (key === '$defs' && x instanceof PyDict) {
          const defs = new PyDict();
          for (const [, [dk, dv]] of x.map) put(defs, this.defsRef(String(dk)), this.json(dv));
          v.map.set(k, [key, defs]);
        } else v.map.set(k, [key, this.json(x)]);
      }
      return v;
    }
    return v;
  }
}

/** Every `$ref` in a schema, counted (pydantic's `get_json_ref_counts`, following definitions once). */
export function refCounts(schema: PyValue, definition: (ref: string) => Json | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (v: PyValue) => {
    if (v instanceof PyDict) {
      const ref = get(v, '$ref');
      if (typeof ref === 'string') {
        const seen = counts.has(ref);
        counts.set(ref, (counts.get(ref) ?? 0) + 1);
        if (seen) return;
        const d = definition(ref);
        if (d) walk(d);
      }
      for (const [, [k, x]] of v.map) if (!(k === 'examples' && x instanceof PyList)) walk(x);
    } else if (v instanceof PyList) for (const x of v.items) walk(x);
  };
  walk(schema);
  return counts;
}
