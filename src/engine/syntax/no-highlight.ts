/**
 * Stands in for `@lezer/highlight` (aliased in vite.config.ts). @lezer/python attaches
 * highlighting tags to its node types, but we only parse: Monaco does the highlighting. The
 * stand-in accepts any tag expression and attaches nothing, which keeps about 5 KB of
 * highlighter out of the first download.
 */
type AnyTag = ((...args: unknown[]) => AnyTag) & { readonly [name: string]: AnyTag };

const tag: AnyTag = new Proxy((() => tag) as unknown as AnyTag, { get: () => tag });

export const tags = tag;

/** A node-prop source that adds no props. */
export function styleTags(_spec: unknown): () => null {
  return () => null;
}
