/**
 * The Monaco-backed views, loaded lazily: a read-only code view with the current and next
 * lines marked, the editable scenario editor with error markers, and the diff view.
 */
import { DiffEditor, Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import { monaco } from './setup';
import type { CodeViewProps, DiffViewProps, ScriptEditorProps } from './types';

type EditorInstance = Parameters<OnMount>[0];

const baseOptions = {
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  fontSize: 13,
  lineNumbersMinChars: 3,
  automaticLayout: true,
  renderLineHighlight: 'none' as const,
  glyphMargin: true,
  renderFinalNewline: 'on' as const,
  // Tab moves focus, so a keyboard user can leave the editor (Ctrl+M toggles it, as in VS Code).
  tabFocusMode: true,
};

export function MonacoCode({ source, current, next, label, height, wrap, lineNumbers }: CodeViewProps) {
  const editorRef = useRef<EditorInstance | null>(null);
  const decorations = useRef<string[]>([]);
  const apply = () => {
    const ed = editorRef.current;
    if (!ed) return;
    const list: Parameters<EditorInstance['deltaDecorations']>[1] = [];
    if (next && next !== current)
      list.push({ range: new monaco.Range(next, 1, next, 1), options: { isWholeLine: true, className: 'line-next', glyphMarginClassName: 'glyph-next' } });
    if (current)
      list.push({
        range: new monaco.Range(current, 1, current, 1),
        options: { isWholeLine: true, className: 'line-current', glyphMarginClassName: 'glyph-current' },
      });
    decorations.current = ed.deltaDecorations(decorations.current, list);
    if (current) ed.revealLineInCenterIfOutsideViewport(current);
  };
  useEffect(apply, [current, next]);
  return (
    <Editor
      height={height}
      language="python"
      theme="explainer"
      value={source}
      options={{
        ...baseOptions,
        readOnly: true,
        domReadOnly: true,
        ariaLabel: label,
        wordWrap: wrap ? 'on' : 'off',
        wrappingIndent: 'indent',
        ...(lineNumbers && { lineNumbers: (n: number) => String(lineNumbers[n - 1] ?? ''), lineNumbersMinChars: 4 }),
      }}
      onMount={(ed) => {
        editorRef.current = ed;
        apply();
      }}
    />
  );
}

export function MonacoScript({ value, onChange, problem, current, label, height, revealLine }: ScriptEditorProps) {
  const editorRef = useRef<EditorInstance | null>(null);
  const decorations = useRef<string[]>([]);
  useEffect(() => {
    const ed = editorRef.current;
    const model = ed?.getModel();
    if (!ed || !model) return;
    monaco.editor.setModelMarkers(
      model,
      'engine',
      problem
        ? [
            {
              startLineNumber: problem.line,
              startColumn: problem.col + 1,
              endLineNumber: problem.line,
              endColumn: model.getLineMaxColumn(Math.min(problem.line, model.getLineCount())),
              message: problem.message,
              severity: monaco.MarkerSeverity.Error,
            },
          ]
        : [],
    );
    decorations.current = ed.deltaDecorations(
      decorations.current,
      current
        ? [
            {
              range: new monaco.Range(current, 1, current, 1),
              options: { isWholeLine: true, className: 'line-current', glyphMarginClassName: 'glyph-current' },
            },
          ]
        : [],
    );
  });
  return (
    <Editor
      height={height}
      language="python"
      theme="explainer"
      defaultValue={value}
      options={{ ...baseOptions, ariaLabel: label }}
      onMount={(ed) => {
        editorRef.current = ed;
        if (revealLine) ed.revealLineNearTop(revealLine);
      }}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/**
 * The diff editor. Its models are kept on unmount and disposed a moment later, once the editor
 * itself is gone: disposing them first makes Monaco throw "TextModel got disposed before
 * DiffEditorWidget model got reset" whenever a diff leaves the page.
 */
export function MonacoDiff({ original, modified, originalLabel, modifiedLabel, height, sideBySide }: DiffViewProps) {
  const models = useRef<monaco.editor.ITextModel[]>([]);
  useEffect(
    () => () => {
      const owned = models.current;
      setTimeout(() => {
        for (const m of owned) if (!m.isDisposed()) m.dispose();
      }, 0);
    },
    [],
  );
  return (
    <DiffEditor
      keepCurrentOriginalModel
      keepCurrentModifiedModel
      height={height}
      language="python"
      theme="explainer"
      original={original}
      modified={modified}
      options={{
        ...baseOptions,
        readOnly: true,
        renderSideBySide: sideBySide,
        // No gutter menu (its revert actions mean nothing in a read-only diff), and its debounced
        // menu update fired after the editor's disposal ("AbstractContextKeyService has been
        // disposed", microsoft/monaco-editor#4581) when a diff left the page mid-update.
        renderGutterMenu: false,
        originalEditable: false,
        originalAriaLabel: originalLabel,
        modifiedAriaLabel: modifiedLabel,
      }}
      onMount={(ed) => {
        const pair = ed.getModel();
        if (pair) models.current = [pair.original, pair.modified];
        ed.getOriginalEditor().updateOptions({ ariaLabel: originalLabel });
        ed.getModifiedEditor().updateOptions({ ariaLabel: modifiedLabel });
      }}
    />
  );
}

export default { MonacoCode, MonacoScript, MonacoDiff };
