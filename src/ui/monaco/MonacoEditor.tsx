/** The fix lab's editor: Monaco, loaded lazily, with the engine's syntax error as a marker and the run's line decorated. */
import { Editor, type OnMount } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { CodeEditorProps } from '../code/CodeEditor';
import { monaco } from './setup';

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

export function MonacoEditor({ value, onChange, problem, current, label, height, revealLine }: CodeEditorProps) {
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
