/**
 * Permalinks: the view a reader is looking at (its walkthrough, scenario script, edited
 * after-fix source, step, granularity, tour stop, fix lab) in the URL hash, deflated with the
 * browser's own CompressionStream and written as base64url, so a link in a code review opens
 * exactly that view. A malformed or foreign link is reported, never trusted. Links made before
 * walkthroughs had ids (format 1) name none: they belong to the first walkthrough.
 */
import type { Granularity } from '../explain';

/** Runs bytes through a (de)compression stream, refusing output beyond `limit` bytes (a link is not a zip bomb). */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = source.pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('too long');
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** What a link carries. `v` versions the format: 2 names the walkthrough, 1 (older links) does not. */
export interface LinkState {
  readonly v: 1 | 2;
  /** The walkthrough's id; absent in format 1. */
  readonly w?: string;
  readonly script: string;
  readonly row: number;
  readonly granularity: Granularity;
  /** The after-fix source when the reader edited it in the fix lab (absent: the PR's). */
  readonly model?: string;
  /** The tour stop on screen (its id), when touring. */
  readonly stop?: string;
  /** Whether the fix lab is open. */
  readonly lab?: boolean;
  /** The preset the script is (unchanged), so the recipient sees its name and explanation. */
  readonly preset?: string;
}

const PREFIX = '#s=';
/** Links longer than this are refused rather than decompressed (a pasted novel is not a scenario). */
const MAX_LINK = 100_000;
/** Nor is a view that decompresses to more than this. */
const MAX_VIEW = 1_000_000;

export async function encodeLink(state: Omit<LinkState, 'v' | 'w'> & { readonly w: string }): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ v: 2, ...state }));
  return PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

export type DecodedLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly state: LinkState }
  | { readonly kind: 'invalid'; readonly reason: LinkProblem };

/** Why a link was refused: not ours, too long to be a view, damaged (e.g. cut short), from another format version, or incomplete. */
export type LinkProblem = 'foreign' | 'too-long' | 'damaged' | 'version' | 'incomplete';

/** Reads a location hash; anything that is not a well-formed link of ours is `invalid` with a reason. */
export async function decodeLink(hash: string): Promise<DecodedLink> {
  if (!hash || hash === '#') return { kind: 'none' };
  if (!hash.startsWith(PREFIX)) return { kind: 'invalid', reason: 'foreign' };
  const payload = hash.slice(PREFIX.length);
  if (payload.length > MAX_LINK) return { kind: 'invalid', reason: 'too-long' };
  let text: string | null;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await pipe(fromBase64Url(payload), new DecompressionStream('deflate-raw'), MAX_VIEW));
  } catch (e) {
    if (e instanceof Error && e.message === 'too long') return { kind: 'invalid', reason: 'too-long' };
    text = null;
  }
  if (!text) return { kind: 'invalid', reason: 'damaged' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'damaged' };
  }
  const o = value as Record<string, unknown>;
  if (!o || typeof o !== 'object' || (o.v !== 1 && o.v !== 2)) return { kind: 'invalid', reason: 'version' };
  if (o.v === 2 && (typeof o.w !== 'string' || !/^[a-z0-9-]{1,64}$/.test(o.w))) return { kind: 'invalid', reason: 'incomplete' };
  if (typeof o.script !== 'string' || typeof o.row !== 'number' || !Number.isInteger(o.row) || (o.granularity !== 'calls' && o.granularity !== 'statements'))
    return { kind: 'invalid', reason: 'incomplete' };
  if (
    (o.model !== undefined && typeof o.model !== 'string') ||
    (o.stop !== undefined && typeof o.stop !== 'string') ||
    (o.lab !== undefined && typeof o.lab !== 'boolean') ||
    (o.preset !== undefined && typeof o.preset !== 'string')
  )
    return { kind: 'invalid', reason: 'damaged' };
  const state: LinkState = { v: o.v, ...(o.v === 2 && { w: o.w as string }), script: o.script, row: o.row, granularity: o.granularity };
  return {
    kind: 'ok',
    state: {
      ...state,
      ...(o.model !== undefined && { model: o.model }),
      ...(o.stop !== undefined && { stop: o.stop }),
      ...(o.lab && { lab: true }),
      ...(o.preset !== undefined && { preset: o.preset }),
    },
  };
}
