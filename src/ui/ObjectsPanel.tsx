/**
 * The objects view: variables on the left, containers as boxes in columns by distance,
 * arrows for references. Objects reached from more than one place are marked shared;
 * pointing at one highlights every reference to it.
 */
import { type CSSProperties, type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Box, type HeapGraph, heapGraph, type Slot, stepAt } from '../explain';
import { hover, type Side, useExplainer } from '../store';
import { type Translate, useT } from './i18n';
import { SideSwitch } from './SideSwitch';

interface Arrow {
  readonly from: number;
  readonly d: string;
  readonly hot: boolean;
}

/** The lines under a model field's slot: its dump key, and what came in when validation changed it. */
function slotNotes(slot: Slot, t: Translate): string[] {
  const note = slot.note;
  if (!note) return [];
  const lines: string[] = [];
  if (note.dumpKey !== null) lines.push(t('dumped as “{key}”', { key: note.dumpKey }));
  if (note.input?.changed)
    lines.push(
      note.validators.length
        ? t('was {input} before {validators}', { input: note.input.text, validators: note.validators.map((v) => `${v}()`).join(', ') })
        : t('was {input} before validation', { input: note.input.text }),
    );
  return lines;
}

/** Rows a slot takes: one, and one a note line. */
function slotRows(slot: Slot, t: Translate): number {
  return 1 + slotNotes(slot, t).length;
}

/**
 * A box's title as a control that highlights the object and every reference to it while it has
 * focus: what pointing does with a mouse, for a tap (which focuses it) and for the keyboard (Tab).
 * Only titles: a row's ● is too small a target for a finger (20 px rows).
 */
function Highlighter({ side, id, hovered, className, children }: { side: Side; id: number; hovered: number | null; className: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={hovered === id}
      onFocus={() => hover(side, id)}
      onClick={() => hover(side, id)}
      onBlur={() => hover(side, null)}
    >
      {children}
    </button>
  );
}

function SlotRow({ slot, side, hovered }: { slot: Slot; side: Side; hovered: number | null }) {
  const t = useT();
  const notes = slotNotes(slot, t);
  const label = slot.role === 'storage' ? t('storage') : slot.label;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover is a visual aid; the same facts are in the text */}
      <div
        className={`slot ${slot.ref !== null && slot.ref === hovered ? 'hot' : ''}`}
        data-ref={slot.ref ?? undefined}
        onMouseEnter={() => slot.ref !== null && hover(side, slot.ref)}
        onMouseLeave={() => hover(side, null)}
      >
        <span className="slot-label">
          {label}
          {slot.role === 'extra' && <span className="slot-tag">{t('extra')}</span>}
        </span>
        {slot.ref !== null ? (
          <span className="pointer" role="img" aria-label={t('reference to object #{id}', { id: slot.ref })} />
        ) : slot.role === 'computed' ? (
          <span className="slot-computed" title={t('computed on dump, not in model_fields_set')}>
            {t('computed on dump')}
          </span>
        ) : (
          <code className="slot-value" title={slot.text}>
            {slot.text}
          </code>
        )}
      </div>
      {notes.map((n) => (
        <div key={n} className="slot-note" title={n}>
          {n}
        </div>
      ))}
    </>
  );
}

/** A model's slot is a field set or left at its default, a computed field, an extra, or a key of its `__dict__` that is no field. */
function slotClass(box: Box, set: ReadonlySet<string>, slot: Slot): string {
  if (slot.role === 'computed' || slot.role === 'extra') return slot.role;
  if (box.notFields?.includes(slot.label)) return 'not-field';
  if (!box.fieldsSet) return '';
  return set.has(slot.label) ? 'field-set' : 'field-default';
}

/** A box's title: its type and id, or for a storage what it holds. */
function BoxTitle({ box, t }: { box: Box; t: Translate }) {
  if (box.storage)
    return (
      <>
        {t('storage')} <span className="box-id">{t('{size} × {dtype}', { size: box.storage.size, dtype: box.storage.dtype })}</span>
      </>
    );
  return (
    <>
      {box.type} <span className="box-id">#{box.id}</span>
    </>
  );
}

function BoxView({ box, side, hovered, shared, style }: { box: Box; side: Side; hovered: number | null; shared: boolean; style: CSSProperties }) {
  const t = useT();
  const set = new Set(box.fieldsSet ?? []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a visual aid; the same facts are in the text
    <div
      className={`box ${box.storage ? 'storage' : ''} ${shared ? 'shared' : ''} ${hovered === box.id ? 'hot' : ''}`}
      style={style}
      data-box={box.id}
      onMouseEnter={() => hover(side, box.id)}
      onMouseLeave={() => hover(side, null)}
      title={t('reached from: {paths}', { paths: box.reachedFrom.join(', ') })}
    >
      <Highlighter side={side} id={box.id} hovered={hovered} className="box-title">
        <BoxTitle box={box} t={t} />
        {shared && <span className="shared-tag">{t('shared')}</span>}
      </Highlighter>
      {box.slots.length === 0 && <div className="slot empty">{t('empty')}</div>}
      {box.slots.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a container's items are positional (list indexes)
        <div key={`${s.label}-${i}`} className={slotClass(box, set, s)}>
          <SlotRow slot={s} side={side} hovered={hovered} />
        </div>
      ))}
    </div>
  );
}

/** Fixed geometry, so arrows are computed instead of measured (no forced layout on each step). */
const COL_W = 230;
const COL_GAP = 64;
const TITLE_H = 26;
const ROW_H = 20;
const BOX_GAP = 14;

interface Placed {
  readonly x: number;
  readonly y: number;
  readonly h: number;
}

function boxHeight(rows: number): number {
  return TITLE_H + Math.max(1, rows) * ROW_H + 4;
}

/** Positions of variable boxes (column 0) and object boxes (column depth + 1), and the arrows between them. */
/** The row each slot starts at, and the rows of all: a slot with a note takes two. */
function rowsOf(slots: readonly Slot[], t: Translate): { starts: number[]; total: number } {
  const starts: number[] = [];
  let total = 0;
  for (const s of slots) {
    starts.push(total);
    total += slotRows(s, t);
  }
  return { starts, total };
}

function layout(graph: HeapGraph, hovered: number | null, t: Translate) {
  const placed = new Map<number, Placed>();
  const frames: Placed[] = [];
  let y = 0;
  for (const f of graph.frames) {
    const h = boxHeight(f.slots.length);
    frames.push({ x: 0, y, h });
    y += h + BOX_GAP;
  }
  let height = y;
  const colY: number[] = [];
  for (const b of graph.boxes) {
    const col = b.depth + 1;
    const by = colY[col] ?? 0;
    const h = boxHeight(rowsOf(b.slots, t).total);
    placed.set(b.id, { x: col * (COL_W + COL_GAP), y: by, h });
    colY[col] = by + h + BOX_GAP;
    height = Math.max(height, colY[col]);
  }
  const arrows: Arrow[] = [];
  const link = (from: Placed, row: number, ref: number | null) => {
    if (ref === null) return;
    const to = placed.get(ref);
    if (!to) return;
    const x1 = from.x + COL_W - 8;
    const y1 = from.y + TITLE_H + row * ROW_H + ROW_H / 2;
    const x2 = to.x;
    const y2 = to.y + TITLE_H / 2;
    const bend = x2 > x1 ? Math.max(30, (x2 - x1) / 2) : 60;
    arrows.push({ from: ref, d: `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`, hot: ref === hovered });
  };
  graph.frames.forEach((f, i) => {
    f.slots.forEach((s, row) => {
      link(frames[i], row, s.ref);
    });
  });
  for (const b of graph.boxes) {
    const at = placed.get(b.id) as Placed;
    const { starts } = rowsOf(b.slots, t);
    b.slots.forEach((s, i) => {
      link(at, starts[i], s.ref);
    });
  }
  const columns = Math.max(1, ...graph.boxes.map((b) => b.depth + 2));
  return { placed, frames, arrows, width: columns * (COL_W + COL_GAP), height };
}

/** Whether a scrolled box has more to show to its left and to its right (kept current as it scrolls and resizes). */
function useMoreAside(box: RefObject<HTMLElement | null>, content: unknown): { left: boolean; right: boolean } {
  const [more, setMore] = useState({ left: false, right: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever what the box holds changes
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [box, content]);
  return more;
}

export function ObjectsPanel() {
  const t = useT();
  const side = useExplainer((s) => s.focusSide);
  const result = useExplainer((s) => s[s.focusSide]);
  const index = useExplainer((s) => stepAt(s.alignment, s.row, s.focusSide));
  const hovered = useExplainer((s) => (s.hovered?.side === s.focusSide ? s.hovered.id : null));
  // One step object while the run and the cursor stay (a trace builds its steps when read).
  const step = useMemo(() => (result?.ok && index !== null ? (result.trace.steps.at(index) ?? null) : null), [result, index]);
  const graph = useMemo(() => (step ? heapGraph(step) : null), [step]);
  const geometry = useMemo(() => (graph ? layout(graph, hovered, t) : null), [graph, hovered, t]);
  const scroller = useRef<HTMLElement>(null);
  const more = useMoreAside(scroller, geometry?.width);
  return (
    <section className="objects" aria-label={t('Objects')}>
      <header>
        <h2>{t('Objects')}</h2>
        <SideSwitch name="objects-side" legend={t('Show objects of')} />
        <p className="legend">
          {t(
            'Arrows are references. An object marked “shared” is reachable from more than one place: changing it through one name changes it for the other. Point at a box, or tap or Tab to its title, to highlight every reference to it.',
          )}
        </p>
      </header>
      {/* A graph wider than the screen says so, and its cut edge fades: there is more to scroll to. */}
      {more.right && (
        <p className="scroll-cue" aria-hidden="true">
          {t('Scroll sideways to see every object →')}
        </p>
      )}
      <div className={`graph-frame${more.left ? ' more-left' : ''}${more.right ? ' more-right' : ''}`}>
        {/* Focusable, so a keyboard user can scroll a wide graph with the arrow keys. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className="graph" ref={scroller} tabIndex={0} aria-label={t('Object graph')}>
          {!graph && <p>{t('No step yet.')}</p>}
          {graph && geometry && (
            <div className="canvas" style={{ width: geometry.width, height: geometry.height }}>
              <svg className="arrows" width={geometry.width} height={geometry.height} aria-hidden="true">
                <defs>
                  <marker id="arrowhead" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto">
                    <path d="M0,0 L8,4 L0,8 z" />
                  </marker>
                </defs>
                {geometry.arrows.map((a) => (
                  <path key={a.d} d={a.d} className={a.hot ? 'hot' : ''} markerEnd="url(#arrowhead)" />
                ))}
              </svg>
              {graph.frames.map((f, i) => (
                <div key={f.frame} className="box frame" style={{ left: geometry.frames[i].x, top: geometry.frames[i].y, width: COL_W - 8 }}>
                  <div className="box-title">{f.frame === '<module>' ? t('scenario globals') : f.frame}</div>
                  {f.slots.map((s) => (
                    <SlotRow key={s.label} slot={s} side={side} hovered={hovered} />
                  ))}
                </div>
              ))}
              {graph.boxes.map((b) => {
                const at = geometry.placed.get(b.id) as Placed;
                return (
                  <BoxView
                    key={b.id}
                    box={b}
                    side={side}
                    hovered={hovered}
                    shared={graph.aliased.has(b.id) && b.reachedFrom.length > 1}
                    style={{ left: at.x, top: at.y, width: COL_W - 8 }}
                  />
                );
              })}
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
