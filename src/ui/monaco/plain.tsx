/** Light stand-ins for the Monaco views: shown until Monaco loads, and in component tests. */
import { Fragment, useEffect, useRef } from 'react';
import type { CodeViewProps, ScriptEditorProps } from './types';

const tokenPattern =
  /(#.*$)|("""[\s\S]*?"""|'[^'\n]*'|"[^"\n]*")|\b(def|class|return|if|elif|else|for|while|in|not|and|or|is|None|True|False|import|from|try|except|finally|with|as|raise|assert|lambda|pass|break|continue)\b|\b(\d+(?:\.\d+)?)\b/gm;

/** Python highlighted with a handful of token classes. */
export function highlight(line: string) {
  // Each piece is keyed by its column: tokens of a line never reorder.
  const out: { at: number; cls: string | null; text: string }[] = [];
  let last = 0;
  for (const m of line.matchAll(tokenPattern)) {
    if (m.index > last) out.push({ at: last, cls: null, text: line.slice(last, m.index) });
    const cls = m[1] ? 'tok-comment' : m[2] ? 'tok-string' : m[3] ? 'tok-keyword' : 'tok-number';
    out.push({ at: m.index, cls, text: m[0] });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ at: last, cls: null, text: line.slice(last) });
  return out.map((p) =>
    p.cls === null ? (
      <Fragment key={p.at}>{p.text}</Fragment>
    ) : (
      <span key={p.at} className={p.cls}>
        {p.text}
      </span>
    ),
  );
}

export function PlainCode({ source, current, next, label, height, wrap, lineNumbers }: CodeViewProps) {
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the current line moves
  useEffect(() => {
    const el = ref.current?.querySelector('.line-current');
    if (el && 'scrollIntoView' in el && ref.current) {
      const box = ref.current;
      const top = (el as HTMLElement).offsetTop - box.clientHeight / 2;
      box.scrollTop = Math.max(0, top);
    }
  }, [current]);
  return (
    <section ref={ref} className={`plain-code ${wrap ? 'wrap' : ''}`} style={{ height }} aria-label={label}>
      {source.split('\n').map((line, i) => {
        const n = i + 1;
        const cls = n === current ? 'line-current' : n === next ? 'line-next' : '';
        return (
          <div key={n} className={`code-line ${cls}`} data-line={n} aria-current={n === current ? 'step' : undefined}>
            <span className="gutter">{n === current ? '▶' : n === next ? '›' : ''}</span>
            <span className="line-no">{lineNumbers ? (lineNumbers[i] ?? '') : n}</span>
            <code>{highlight(line)}</code>
          </div>
        );
      })}
    </section>
  );
}

export function PlainScript({ value, onChange, label, height, problem }: ScriptEditorProps) {
  return (
    <textarea
      className="plain-script"
      aria-label={label}
      aria-invalid={problem ? true : undefined}
      spellCheck={false}
      style={{ height }}
      defaultValue={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
