/**
 * A run's wire form (`wire.ts`) as JSON text, for the runs the build prerenders into a page
 * (`<script type="application/json">`), where structured clone is not there to carry it. The
 * text keeps what structured clone keeps and JSON alone loses: objects shared between steps
 * (stored once, referred to by index, so the text grows with what changed, not with steps),
 * `Map`s and `Set`s, `bigint`s, `undefined`, `NaN`, the infinities and `-0`. Like structured
 * clone, an object's prototype is not kept (the decoder of the wire form revives the views).
 *
 * The text is `{"t": [entry...], "r": item}`. An entry is an array, object, map, set or typed array:
 * `["a", item...]`, `["o", {key: item}]`, `["m", [item, item]...]`, `["s", item...]`,
 * `["i", "Int32Array", number...]` (the step columns' kinds, `TYPED`). An item is a
 * string, boolean, finite number or null as itself, and anything else as an object with one
 * key: `{"$": index}` (an entry), `{"b": "digits"}`, `{"u": 0}` (undefined), `{"n": "NaN"}`.
 */

type Item = string | boolean | number | null | { readonly [tag: string]: string | number };
type Entry = ['a', ...Item[]] | ['o', Record<string, Item>] | ['m', ...[Item, Item][]] | ['s', ...Item[]] | ['i', string, ...number[]];

/** The typed arrays the text carries, by name. */
const TYPED: Record<string, new (items: number[]) => Int32Array | Uint16Array> = { Int32Array, Uint16Array };

/** The JSON text of a value made of plain data (what structured clone accepts, less functions and class state). */
export function toWireText(value: unknown): string {
  const table: Entry[] = [];
  const seen = new Map<object, number>();
  const item = (v: unknown): Item => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        if (Object.is(v, -0)) return { n: '-0' };
        return Number.isFinite(v) ? v : { n: String(v) };
      case 'bigint':
        return { b: v.toString() };
      case 'undefined':
        return { u: 0 };
      case 'object': {
        if (v === null) return null;
        const known = seen.get(v);
        if (known !== undefined) return { $: known };
        const index = table.length;
        seen.set(v, index);
        table.push(['a']);
        table[index] = entry(v);
        return { $: index };
      }
      default:
        throw new Error(`wire text: a ${typeof v} cannot be written`);
    }
  };
  const entry = (v: object): Entry => {
    if (Array.isArray(v)) return ['a', ...v.map(item)];
    if (v instanceof Map) return ['m', ...[...v].map(([k, x]): [Item, Item] => [item(k), item(x)])];
    if (v instanceof Set) return ['s', ...[...v].map(item)];
    if (ArrayBuffer.isView(v)) {
      if (!(v.constructor.name in TYPED)) throw new Error(`wire text: a ${v.constructor.name} cannot be written`);
      return ['i', v.constructor.name, ...Array.from(v as Int32Array)];
    }
    // fromEntries defines each key, so one named `__proto__` stays data.
    return ['o', Object.fromEntries(Object.entries(v).map(([k, x]) => [k, item(x)]))];
  };
  const root = item(value);
  return JSON.stringify({ t: table, r: root });
}

/** The value `toWireText` wrote, with its sharing (and cycles) as they were. */
export function fromWireText(text: string): unknown {
  const { t: table, r: root } = JSON.parse(text) as { t: Entry[]; r: Item };
  const built: unknown[] = table.map((e) => {
    if (e[0] === 'i') {
      const Typed = TYPED[e[1]];
      if (!Typed) throw new Error(`wire text: an unknown typed array ${e[1]}`);
      return new Typed((e as number[]).slice(2));
    }
    return e[0] === 'a' ? [] : e[0] === 'o' ? {} : e[0] === 'm' ? new Map() : new Set();
  });
  const value = (i: Item): unknown => {
    if (i === null || typeof i !== 'object') return i;
    if ('$' in i) return built[i.$ as number];
    if ('b' in i) return BigInt(i.b);
    if ('u' in i) return undefined;
    if ('n' in i) return i.n === '-0' ? -0 : Number(i.n);
    throw new Error(`wire text: an unknown item ${JSON.stringify(i)}`);
  };
  table.forEach((e, index) => {
    const target = built[index];
    switch (e[0]) {
      case 'a':
        for (let k = 1; k < e.length; k++) (target as unknown[]).push(value(e[k] as Item));
        break;
      case 'o':
        // Defined, not assigned: a key named `__proto__` is data here, not the prototype.
        for (const [k, x] of Object.entries(e[1])) Object.defineProperty(target, k, { value: value(x), enumerable: true, writable: true, configurable: true });
        break;
      case 'm':
        for (let k = 1; k < e.length; k++) {
          const [key, x] = e[k] as [Item, Item];
          (target as Map<unknown, unknown>).set(value(key), value(x));
        }
        break;
      case 's':
        for (let k = 1; k < e.length; k++) (target as Set<unknown>).add(value(e[k] as Item));
        break;
    }
  });
  return value(root);
}
