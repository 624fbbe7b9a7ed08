/**
 * Where each line of a walkthrough's excerpt comes from. A walkthrough's `before.py` and
 * `after.py` are excerpts of the PR's files, verbatim, at the PR's parent and at its merged
 * commit; its `source-map.json` records, per side, the runs of lines taken from a real file
 * (so the code panes can show the real line numbers a reviewer finds in the PR's diff) and the
 * marked stand-ins that are not the project's code. Every other excerpt line is a blank line or
 * a comment of ours. `scripts/check-excerpts.ts` holds the runs to the real repository.
 */

/** A run of consecutive lines of one real file. */
export interface SourceSegment {
  /** The file's path in the PR's repository. */
  readonly file: string;
  /** Its first and last line in that file, `[first, last]` (1-based, inclusive). */
  readonly lines: readonly number[];
  /** The excerpt line (1-based) holding the first of them. */
  readonly excerpt: number;
  /** Leading spaces removed from every non-blank line (0 for lines kept at their indentation). */
  readonly dedent: number;
  /** SHA-256 of the real lines, joined by `\n`, as they are in the file. */
  readonly sha256: string;
}

/** Code of ours standing in for a heavy dependency, marked as such in a comment above it. */
export interface StandIn {
  readonly name: string;
  /** Its first and last excerpt line, `[first, last]` (1-based, inclusive). */
  readonly excerpt: readonly number[];
}

export interface SideMap {
  /** The commit the side's lines come from (the PR's parent for before.py, its merge for after.py). */
  readonly commit: string;
  readonly segments: readonly SourceSegment[];
  readonly standIns: readonly StandIn[];
}

export interface SourceMap {
  readonly before: SideMap;
  readonly after: SideMap;
}

/** A line of a real file. */
export interface RealLine {
  readonly file: string;
  readonly line: number;
}

/** The real line of every excerpt line, by index (excerpt line n at index n - 1); null for lines of ours. */
export function realLines(side: SideMap, lineCount: number): readonly (RealLine | null)[] {
  const out: (RealLine | null)[] = new Array(lineCount).fill(null);
  for (const s of side.segments)
    for (let k = 0; k <= s.lines[1] - s.lines[0]; k++) {
      const at = s.excerpt - 1 + k;
      if (at < lineCount) out[at] = { file: s.file, line: s.lines[0] + k };
    }
  return out;
}

/** The real lines of a segment as the excerpt holds them, indentation restored. */
export function segmentText(s: SourceSegment, excerpt: string): string {
  const lines = excerpt.split('\n').slice(s.excerpt - 1, s.excerpt + s.lines[1] - s.lines[0]);
  const indent = ' '.repeat(s.dedent);
  return lines.map((l) => (l === '' ? l : indent + l)).join('\n');
}

/**
 * The excerpt's text of the named stand-ins, each with the comment that marks it, in that order,
 * separated as top-level blocks (two blank lines): what an exported test defines itself, sliced
 * from the excerpt so that it can never drift from the code the walkthrough runs.
 */
export function standInText(side: SideMap, excerpt: string, names: readonly string[]): string {
  const lines = excerpt.split('\n');
  return names
    .map((name) => {
      const s = side.standIns.find((x) => x.name === name);
      if (!s) throw new Error(`no stand-in named ${name} in the source map`);
      let first = s.excerpt[0] - 1;
      while (first > 0 && lines[first - 1].startsWith('#')) first--;
      return lines.slice(first, s.excerpt[1]).join('\n');
    })
    .join('\n\n\n');
}
