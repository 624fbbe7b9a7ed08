/**
 * Read-only Python, highlighted, with line numbers and the run's place marked: the line about
 * to run (▶), the line that runs next (›), or, while the run is in the scenario script, the
 * model line it last ran (◦). Long lines wrap under their own indentation, so no line of the
 * fix is ever cut off.
 *
 * The box keeps the marked line in view. As rendered first (the page the build prerendered, read
 * with or without JavaScript) it leaves out the lines more than `CONTEXT` above the marked one,
 * so the key lines are on screen; once alive it has every line and is scrolled to the same
 * place before the browser paints, so nothing moves when the page comes alive.
 */
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { highlight } from './highlight';

export interface CodeViewProps {
  readonly source: string;
  /** 1-based line being executed, or null. */
  readonly current: number | null;
  /** 1-based line that runs next, or null. */
  readonly next: number | null;
  /** The line the run was last at in this source, shown when `current` is null (the run is elsewhere). */
  readonly recent?: number | null;
  readonly label: string;
  /** Height of the box in pixels; null lets it grow with the source. */
  readonly height: number | null;
  /** The number shown for each line (index n - 1), when not its own: the real file's; null shows none. */
  readonly lineNumbers?: readonly (number | null)[];
}

/** Lines shown above the marked line when the box first opens. */
const CONTEXT = 3;

/** The first line the box shows when it opens: `CONTEXT` lines above the marked one. */
export function firstShownLine(focus: number | null): number {
  return focus === null ? 1 : Math.max(1, focus - CONTEXT);
}

function lineElement(box: HTMLElement, n: number): HTMLElement | null {
  return box.querySelector(`[data-line="${n}"]`);
}

/**
 * Scrolls the box so `focus` is in view: at open, to where the first render left it (every line
 * is there from the second render on, which follows the first before any paint); later, only
 * when it has left the view. Returns the box and whether it is past its first render.
 */
function useKeepInView(focus: number | null) {
  const box = useRef<HTMLElement>(null);
  const opened = useRef(false);
  const [alive, setAlive] = useState(false);
  useLayoutEffect(() => setAlive(true), []);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || focus === null || !alive) return;
    if (!opened.current) {
      opened.current = true;
      const top = lineElement(el, firstShownLine(focus));
      if (top) el.scrollTop = top.offsetTop;
      return;
    }
    const line = lineElement(el, focus);
    if (!line) return;
    const above = line.offsetTop < el.scrollTop;
    const below = line.offsetTop + line.offsetHeight > el.scrollTop + el.clientHeight;
    if (above || below) el.scrollTop = Math.max(0, line.offsetTop - el.clientHeight / 3);
  }, [focus, alive]);
  return { box, alive };
}

export function CodeView({ source, current, next, recent = null, label, height, lineNumbers }: CodeViewProps) {
  const focus = current ?? recent;
  const { box, alive } = useKeepInView(focus);
  const start = alive ? 1 : firstShownLine(focus);
  return (
    // A code listing is a figure (not a landmark: the run pane around it is the region). Focusable, so the keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to be scrolled
    <figure ref={box} className="code-view" style={height === null ? undefined : { height }} aria-label={label} tabIndex={0}>
      {source.split('\n').map((text, i) => {
        const n = i + 1;
        const mark = n === current ? 'line-current' : n === next ? 'line-next' : current === null && n === recent ? 'line-recent' : '';
        const indent = /^ */.exec(text)?.[0].length ?? 0;
        return (
          <div
            key={n}
            className={`code-line ${mark}${n < start ? ' above' : ''}`}
            data-line={n}
            aria-current={n === current ? 'step' : undefined}
            style={{ '--indent': indent } as CSSProperties}
          >
            <span className="gutter" aria-hidden="true">
              {mark === 'line-current' ? '▶' : mark === 'line-next' ? '›' : mark === 'line-recent' ? '◦' : ''}
            </span>
            <span className="line-no">{lineNumbers ? (lineNumbers[i] ?? '') : n}</span>
            <code>{highlight(text)}</code>
          </div>
        );
      })}
    </figure>
  );
}
