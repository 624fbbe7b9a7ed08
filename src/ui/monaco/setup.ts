/**
 * Monaco, bundled (no CDN): the lite editor API, the diff editor, Python highlighting and
 * the editor worker. Imported only by the lazily loaded Monaco components.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/diffEditor/register';
import 'monaco-editor/languages/definitions/python/register';
import { loader } from '@monaco-editor/react';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });

export { monaco };
