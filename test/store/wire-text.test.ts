/**
 * The wire form as JSON text (what the build prerenders into a page): it carries what
 * structured clone carries — a real run decodes to the same steps either way — and keeps
 * shared objects shared, cycles, maps, sets, bigints, undefined and the odd numbers.
 */
import { describe, expect, it } from 'vitest';
import { decodeRun, encodeRun } from '../../src/runner/wire';
import { fromWireText, toWireText } from '../../src/runner/wire-text';
import { prScenario, runOk } from '../helpers';

describe('the wire form as text', () => {
  it('decodes a real run to what structured clone gives', () => {
    const trace = runOk(`${prScenario}extra = [result, output, 2 ** 70, -0.0, float("nan")]\n`);
    const wire = encodeRun({ ok: true, trace, stdout: 'printed\n' });
    const viaText = decodeRun(fromWireText(toWireText(wire)) as typeof wire);
    const viaClone = decodeRun(structuredClone(wire));
    if (!viaText.ok || !viaClone.ok) throw new Error('expected runs');
    expect(viaText.stdout).toBe('printed\n');
    expect(viaText.trace.end).toEqual(viaClone.trace.end);
    expect(viaText.trace.statements).toEqual(viaClone.trace.statements);
    expect(viaText.trace.steps).toHaveLength(viaClone.trace.steps.length);
    [...viaClone.trace.steps].forEach((step, i) => {
      const got = viaText.trace.steps.at(i)!;
      expect({ ...got, heap: null }).toEqual({ ...step, heap: null });
      expect(new Map(got.heap)).toEqual(new Map(step.heap));
    });
  });

  it('keeps shared objects shared and cycles closed', () => {
    const shared = { name: 'frame' };
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    const back = fromWireText(toWireText({ a: shared, b: [shared], cycle })) as { a: object; b: object[]; cycle: { self: unknown } };
    expect(back.b[0]).toBe(back.a);
    expect(back.cycle.self).toBe(back.cycle);
  });

  it('keeps what JSON alone loses', () => {
    const value = {
      map: new Map<unknown, unknown>([
        [1, 'one'],
        ['k', [2n]],
      ]),
      set: new Set(['x', 3]),
      big: -(2n ** 80n),
      missing: undefined,
      holes: [undefined, null],
      odd: [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0],
      columns: [Int32Array.of(-5, 0, 2 ** 31 - 1), Uint16Array.of(7, 65535)],
    };
    Object.defineProperty(value, '__proto__', { value: 'data', enumerable: true });
    const back = fromWireText(toWireText(value)) as typeof value;
    expect(back.map).toEqual(value.map);
    expect(back.set).toEqual(value.set);
    expect(back.big).toBe(value.big);
    expect('missing' in back && back.missing === undefined).toBe(true);
    expect(back.holes).toEqual([undefined, null]);
    expect(Object.is(back.odd[0], Number.NaN)).toBe(true);
    expect(back.odd.slice(1, 3)).toEqual([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    expect(Object.is(back.odd[3], -0)).toBe(true);
    expect(back.columns[0]).toEqual(Int32Array.of(-5, 0, 2 ** 31 - 1));
    expect(back.columns[1]).toEqual(Uint16Array.of(7, 65535));
    expect(back.columns[0]).toBeInstanceOf(Int32Array);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(back, '__proto__')?.value).toBe('data');
  });

  it('refuses what it cannot write, by name', () => {
    expect(() => toWireText({ f: () => 1 })).toThrow('a function cannot be written');
    expect(() => toWireText({ f: Float32Array.of(1) })).toThrow('a Float32Array cannot be written');
  });
});
