/** The diff view's stand-in: the two texts side by side. */
import type { DiffViewProps } from './types';

export function PlainDiff({ original, modified, originalLabel, modifiedLabel, height }: DiffViewProps) {
  return (
    <div className="plain-diff" style={{ minHeight: height }}>
      <section aria-label={originalLabel}>
        <pre>{original}</pre>
      </section>
      <section aria-label={modifiedLabel}>
        <pre>{modified}</pre>
      </section>
    </div>
  );
}
