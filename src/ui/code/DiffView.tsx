/**
 * Two texts compared line by line: each side in its own named column, changed lines marked
 * (− removed, + added) and each line level with its counterpart; long runs of equal lines
 * fold away, so the change is on screen. Wide screens show the columns next to each other,
 * phones one above the other (CSS decides), so the headings never say "left" or "right".
 * Lines do not wrap (each column scrolls sideways), which keeps the two columns level.
 */
import { useId, useMemo, useState } from 'react';
import { type DiffLine, type DiffRow, lineDiff } from '../../explain/line-diff';
import { useT } from '../i18n';

export interface DiffViewProps {
  readonly original: string;
  readonly modified: string;
  readonly originalLabel: string;
  readonly modifiedLabel: string;
}

type Side = 'before' | 'after';

/** A row on screen: a line pair, or a fold (by its index among the diff's rows) still closed. */
type Shown = { readonly kind: 'line'; readonly row: Exclude<DiffRow, { kind: 'fold' }> } | { readonly kind: 'fold'; readonly id: number; readonly n: number };

function shownRows(rows: readonly DiffRow[], open: ReadonlySet<number>): Shown[] {
  const out: Shown[] = [];
  rows.forEach((row, id) => {
    if (row.kind !== 'fold') out.push({ kind: 'line', row });
    else if (!open.has(id)) out.push({ kind: 'fold', id, n: row.rows.length });
    else for (const r of row.rows) if (r.kind !== 'fold') out.push({ kind: 'line', row: r });
  });
  return out;
}

function Line({ line, side, changed }: { line: DiffLine | null; side: Side; changed: boolean }) {
  if (!line) return <div className="diff-line filler" />;
  return (
    <div className={`diff-line${changed ? (side === 'before' ? ' removed' : ' added') : ''}`}>
      <span className="line-no" aria-hidden="true">
        {line.n}
      </span>
      <span className="sign" aria-hidden="true">
        {changed ? (side === 'before' ? '−' : '+') : ' '}
      </span>
      <code>{line.text}</code>
    </div>
  );
}

function Column({ side, label, shown, onOpen }: { side: Side; label: string; shown: readonly Shown[]; onOpen: (id: number) => void }) {
  const t = useT();
  const id = useId();
  return (
    <figure className={`diff-side ${side}`} aria-labelledby={id}>
      <figcaption className="diff-heading" id={id}>
        {label}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to be scrolled */}
      <div className="diff-lines" tabIndex={0}>
        {shown.map((s, i) =>
          s.kind === 'fold' ? (
            <button key={`fold-${s.id}`} type="button" className="diff-fold" onClick={() => onOpen(s.id)}>
              {t('⋯ {n} unchanged lines', { n: s.n })}
            </button>
          ) : (
            // Keyed by position: opening a fold re-creates the few rows after it, which is cheap.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Line key={i} line={s.row[side]} side={side} changed={s.row.kind === 'change'} />
          ),
        )}
      </div>
    </figure>
  );
}

/** Opening a fold is remembered only for the diff on screen: a new pair of texts starts folded. */
function DiffColumns({ original, modified, originalLabel, modifiedLabel }: DiffViewProps) {
  const rows = useMemo(() => lineDiff(original, modified), [original, modified]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const shown = shownRows(rows, open);
  const onOpen = (id: number) => setOpen(new Set([...open, id]));
  return (
    <div className="diff-view">
      <Column side="before" label={originalLabel} shown={shown} onOpen={onOpen} />
      <Column side="after" label={modifiedLabel} shown={shown} onOpen={onOpen} />
    </div>
  );
}

export function DiffView(props: DiffViewProps) {
  return <DiffColumns key={`${props.original}\u0000${props.modified}`} {...props} />;
}
