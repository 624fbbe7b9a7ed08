/**
 * The objects view: variables on the left, containers as boxes in columns by distance,
 * arrows for references. Objects reached from more than one place are marked shared;
 * pointing at one highlights every reference to it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { type Box, heapGraph, type Slot, stepAt } from '../explain';
import { hover, type Side, setFocusSide, useExplainer } from '../store/store';

interface Arrow {
  readonly from: number;
  readonly d: string;
  readonly hot: boolean;
}

function SlotRow({ slot, side, hovered }: { slot: Slot; side: Side; hovered: number | null }) {
  return (
    <div
      className={`slot ${slot.ref !== null && slot.ref === hovered ? 'hot' : ''}`}
      data-ref={slot.ref ?? undefined}
      onMouseEnter={() => slot.ref !== null && hover(side, slot.ref)}
      onMouseLeave={() => hover(side, null)}
    >
      <span className="slot-label">{slot.label}</span>
      {slot.ref !== null ? <span className="pointer" aria-label={`points to object ${slot.ref}`} /> : <code className="slot-value">{slot.text}</code>}
    </div>
  );
}

function BoxView({ box, side, hovered, shared }: { box: Box; side: Side; hovered: number | null; shared: boolean }) {
  const set = new Set(box.fieldsSet ?? []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a visual aid; the same facts are in the text
    <div
      className={`box ${shared ? 'shared' : ''} ${hovered === box.id ? 'hot' : ''}`}
      data-box={box.id}
      onMouseEnter={() => hover(side, box.id)}
      onMouseLeave={() => hover(side, null)}
      title={`reached from: ${box.reachedFrom.join(', ')}`}
    >
      <div className="box-title">
        {box.type} <span className="box-id">#{box.id}</span>
        {shared && <span className="shared-tag">shared</span>}
      </div>
      {box.slots.length === 0 && <div className="slot empty">empty</div>}
      {box.slots.map((s, i) => (
        <div key={`${s.label}-${i}`} className={box.fieldsSet ? (set.has(s.label) ? 'field-set' : 'field-default') : ''}>
          <SlotRow slot={s} side={side} hovered={hovered} />
        </div>
      ))}
    </div>
  );
}

export function ObjectsPanel() {
  const side = useExplainer((s) => s.focusSide);
  const result = useExplainer((s) => s[s.focusSide]);
  const index = useExplainer((s) => stepAt(s.alignment, s.row, s.focusSide));
  const hovered = useExplainer((s) => (s.hovered?.side === s.focusSide ? s.hovered.id : null));
  const step = result.ok && index !== null ? result.trace.steps[index] : null;
  const graph = step ? heapGraph(step) : null;
  const container = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState<Arrow[]>([]);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root || !graph) {
      setArrows([]);
      return;
    }
    const origin = root.getBoundingClientRect();
    const out: Arrow[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('[data-ref]')) {
      const target = root.querySelector<HTMLElement>(`[data-box="${el.dataset.ref}"]`);
      if (!target) continue;
      const a = el.getBoundingClientRect();
      const b = target.getBoundingClientRect();
      const x1 = a.right - origin.left + root.scrollLeft;
      const y1 = a.top + a.height / 2 - origin.top + root.scrollTop;
      const x2 = b.left - origin.left + root.scrollLeft;
      const y2 = b.top + 12 - origin.top + root.scrollTop;
      const dx = Math.max(30, (x2 - x1) / 2);
      const backwards = x2 < x1;
      const d = backwards
        ? `M${x1},${y1} C${x1 + 40},${y1} ${x2 - 40},${y2} ${x2},${y2}`
        : `M${x1},${y1} C${x1 + dx},${y1} ${x2 - dx},${y2} ${x2},${y2}`;
      out.push({ from: Number(el.dataset.ref), d, hot: Number(el.dataset.ref) === hovered });
    }
    setArrows(out);
  }, [graph === null ? null : step, hovered]);

  const columns: Box[][] = [];
  for (const b of graph?.boxes ?? []) (columns[b.depth] ??= []).push(b);
  return (
    <section className="objects" aria-label="Objects">
      <header>
        <h2>Objects</h2>
        <fieldset className="side-switch">
          <legend className="sr-only">Show objects of</legend>
          {(['before', 'after'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="objects-side" checked={side === s} onChange={() => setFocusSide(s)} />
              {s === 'before' ? 'Before fix' : 'After fix'}
            </label>
          ))}
        </fieldset>
        <p className="legend">
          Arrows are references. <span className="shared-tag">shared</span> marks an object reachable from more than one place: changing it through one
          name changes it for the other. Point at a box to highlight every reference to it.
        </p>
      </header>
      <div className="graph" ref={container}>
        {!graph && <p>No step yet.</p>}
        {graph && (
          <>
            <svg className="arrows" aria-hidden="true">
              <defs>
                <marker id="arrowhead" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto">
                  <path d="M0,0 L8,4 L0,8 z" />
                </marker>
              </defs>
              {arrows.map((a, i) => (
                <path key={i} d={a.d} className={a.hot ? 'hot' : ''} markerEnd="url(#arrowhead)" />
              ))}
            </svg>
            <div className="column">
              {graph.frames.map((f) => (
                <div key={f.frame} className="box frame">
                  <div className="box-title">{f.frame === '<module>' ? 'scenario globals' : f.frame}</div>
                  {f.slots.map((s) => (
                    <SlotRow key={s.label} slot={s} side={side} hovered={hovered} />
                  ))}
                </div>
              ))}
            </div>
            {columns.map((col, i) => (
              <div key={i} className="column">
                {col.map((b) => (
                  <BoxView key={b.id} box={b} side={side} hovered={hovered} shared={graph.aliased.has(b.id) && b.reachedFrom.length > 1} />
                ))}
              </div>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
