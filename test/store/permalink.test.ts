/** Permalinks round-trip every part of a view, and malformed or foreign ones are refused with a reason. */
import { describe, expect, it } from 'vitest';
import { decodeLink, encodeLink } from '../../src/store/permalink';

/** Encodes arbitrary JSON the way a link does, to forge links of other shapes. */
async function raw(value: object): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const out = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = '';
  for (const b of out) bin += String.fromCharCode(b);
  return `#s=${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('permalinks', () => {
  it('round-trip the script, the step, the granularity, an edited source, the tour stop and the lab', async () => {
    const state = {
      w: 'verl-6675',
      script: 'output = 1\nprint("ünïcode ✓ <b>")\n',
      row: 17,
      granularity: 'statements' as const,
      model: 'class AgentLoopOutput: ...\n',
      stop: 'why-copy',
      lab: true,
      preset: 'pr-test-teacher',
    };
    const link = await encodeLink(state);
    expect(link.startsWith('#s=')).toBe(true);
    expect(link).toMatch(/^#s=[A-Za-z0-9_-]+$/);
    expect(await decodeLink(link)).toEqual({ kind: 'ok', state: { v: 2, ...state } });
    const minimal = { w: 'verl-7491', script: 'x = 1\n', row: 0, granularity: 'calls' as const };
    expect(await decodeLink(await encodeLink(minimal))).toEqual({ kind: 'ok', state: { v: 2, ...minimal } });
  });

  it('still opens links made before walkthroughs had ids (format 1, no walkthrough named)', async () => {
    const old = await raw({ v: 1, script: 'x = 1\n', row: 2, granularity: 'calls', lab: true });
    expect(await decodeLink(old)).toEqual({ kind: 'ok', state: { v: 1, script: 'x = 1\n', row: 2, granularity: 'calls', lab: true } });
    expect(await decodeLink(await raw({ v: 2, script: 'x', row: 0, granularity: 'calls' }))).toEqual({ kind: 'invalid', reason: 'incomplete' });
    expect(await decodeLink(await raw({ v: 2, w: '../evil', script: 'x', row: 0, granularity: 'calls' }))).toEqual({ kind: 'invalid', reason: 'incomplete' });
  });

  it('compresses: a long scenario makes a much shorter link', async () => {
    const script = 'output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]\n'.repeat(40);
    const link = await encodeLink({ w: 'verl-7491', script, row: 0, granularity: 'calls' });
    expect(link.length).toBeLessThan(script.length / 5);
  });

  it('treats an empty hash as no link', async () => {
    expect(await decodeLink('')).toEqual({ kind: 'none' });
    expect(await decodeLink('#')).toEqual({ kind: 'none' });
  });

  it('refuses foreign, damaged, truncated, wrong-version, incomplete and oversized links', async () => {
    expect(await decodeLink('#section-2')).toEqual({ kind: 'invalid', reason: 'foreign' });
    expect(await decodeLink('#s=%%%not-base64')).toEqual({ kind: 'invalid', reason: 'damaged' });
    const good = await encodeLink({ w: 'verl-7491', script: 'x = 1\n'.repeat(50), row: 3, granularity: 'calls' });
    expect(await decodeLink(good.slice(0, Math.floor(good.length / 2)))).toEqual({ kind: 'invalid', reason: 'damaged' });
    expect(await decodeLink(await raw({ v: 9, script: 'x', row: 0, granularity: 'calls' }))).toEqual({ kind: 'invalid', reason: 'version' });
    expect(await decodeLink(await raw({ v: 1, script: 5, row: 0, granularity: 'calls' }))).toEqual({ kind: 'invalid', reason: 'incomplete' });
    expect(await decodeLink(await raw({ v: 1, script: 'x', row: 0.5, granularity: 'calls' }))).toEqual({ kind: 'invalid', reason: 'incomplete' });
    expect(await decodeLink(await raw({ v: 1, script: 'x', row: 0, granularity: 'calls', lab: 'yes' }))).toEqual({ kind: 'invalid', reason: 'damaged' });
    expect(await decodeLink(await raw([1, 2]))).toEqual({ kind: 'invalid', reason: 'version' });
    expect(await decodeLink(`#s=${'A'.repeat(200_000)}`)).toEqual({ kind: 'invalid', reason: 'too-long' });
    // A short link that inflates to megabytes is refused as well.
    const bomb = await encodeLink({ w: 'verl-7491', script: ' '.repeat(5_000_000), row: 0, granularity: 'calls' });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await decodeLink(bomb)).toEqual({ kind: 'invalid', reason: 'too-long' });
  });
});
