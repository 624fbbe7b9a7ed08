/**
 * A light Python editor: a real `<textarea>` (native caret, selection, undo, IME, screen
 * readers, mobile keyboards) laid exactly over a highlighted copy of its text, which also
 * marks the line the run is on and underlines a syntax error. Enter keeps the indentation
 * (one level more after a `:`); Tab leaves the editor, as everywhere else on the page.
 * No Monaco: the scenario script is a few lines, and the page should not wait 700 KB for it.
 */
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { highlight } from './highlight';

export interface CodeEditorProps {
  /** The text when the editor opens (it is uncontrolled: remount it, with a new `key`, to replace the text). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A syntax error to underline: 1-based line, 0-based column. */
  readonly problem: { readonly line: number; readonly col: number; readonly message: string } | null;
  /** 1-based line the run is on, or null. */
  readonly current: number | null;
  readonly label: string;
  readonly height: number;
  /** A line to scroll to the top when the editor opens (the part worth editing). */
  readonly revealLine?: number;
}

/** The line with the error underlined from its column to its end. */
function Line({ text, problemCol }: { text: string; problemCol: number | null }) {
  if (problemCol === null) return <>{highlight(text)}</>;
  const col = Math.min(problemCol, text.length);
  return (
    <>
      {highlight(text.slice(0, col))}
      <span className="squiggle">{text.slice(col) || ' '}</span>
    </>
  );
}

/** What Enter inserts after `before` (the text from the start of the line to the caret). */
export function newlineFor(before: string): string {
  const indent = /^[ \t]*/.exec(before)?.[0] ?? '';
  return `\n${indent}${/:\s*$/.test(before) ? '    ' : ''}`;
}

/** Inserts text at the caret as typing would (kept in the browser's undo history where it can be). */
function insert(area: HTMLTextAreaElement, text: string): void {
  area.focus();
  if (typeof document.execCommand === 'function' && document.execCommand('insertText', false, text)) return;
  area.setRangeText(text, area.selectionStart, area.selectionEnd, 'end');
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

export function CodeEditor({ value, onChange, problem, current, label, height, revealLine }: CodeEditorProps) {
  const [text, setText] = useState(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const sync = () => {
    const a = area.current;
    if (!a) return;
    if (view.current) {
      view.current.scrollTop = a.scrollTop;
      view.current.scrollLeft = a.scrollLeft;
    }
    if (gutter.current) gutter.current.scrollTop = a.scrollTop;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the editor opens
  useLayoutEffect(() => {
    const a = area.current;
    if (!a || !revealLine) return;
    const lineHeight = Number.parseFloat(getComputedStyle(a).lineHeight) || 18;
    a.scrollTop = (revealLine - 1) * lineHeight;
    sync();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing) return;
    const a = e.currentTarget;
    e.preventDefault();
    insert(a, newlineFor(a.value.slice(a.value.lastIndexOf('\n', a.selectionStart - 1) + 1, a.selectionStart)));
  };
  const lines = text.split('\n');
  return (
    <div className={`code-editor${problem ? ' invalid' : ''}`} style={{ height }}>
      <div className="code-editor-gutter" ref={gutter} aria-hidden="true">
        {lines.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line number is its index
          <div key={i} className={i + 1 === current ? 'line-current' : undefined}>
            {i + 1}
          </div>
        ))}
      </div>
      <div className="code-editor-body">
        <div className="code-editor-view" ref={view} aria-hidden="true">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its index here; its text is the content
            <div key={i} className={i + 1 === current ? 'line-current' : undefined}>
              <Line text={line} problemCol={problem && problem.line === i + 1 ? problem.col : null} />
            </div>
          ))}
        </div>
        <textarea
          ref={area}
          className="code-editor-input"
          aria-label={label}
          aria-invalid={problem ? true : undefined}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          wrap="off"
          defaultValue={value}
          onChange={(e) => {
            setText(e.target.value);
            onChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onScroll={sync}
        />
      </div>
    </div>
  );
}
