/**
 * Monaco, bundled (no CDN): the lite editor API, Python highlighting and the editor worker.
 * Imported only by the lazily loaded fix-lab editor.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/languages/definitions/python/register';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });

/** Monaco's light theme with darker tokens, so text keeps a 4.5:1 contrast. */
monaco.editor.defineTheme('explainer', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '3f6a3f' },
    { token: 'number', foreground: '0b5a38' },
    { token: 'string', foreground: '8a1212' },
    { token: 'keyword', foreground: '1f3fa8' },
  ],
  colors: {
    'editorLineNumber.foreground': '#5f6b7a',
  },
});

export { monaco };
