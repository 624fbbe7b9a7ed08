/**
 * The only door to Monaco. Each view renders a light stand-in (highlighted code, a textarea,
 * two columns of text) at once and swaps in Monaco when its lazy chunk has loaded, so the
 * first trace and its outcome never wait for the editor.
 */
import { lazy, Suspense } from 'react';
import { PlainCode, PlainDiff, PlainScript } from './plain';
import type { CodeViewProps, DiffViewProps, ScriptEditorProps } from './types';

const LazyCode = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoCode })));
const LazyScript = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoScript })));
const LazyDiff = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoDiff })));

export function CodeView(props: CodeViewProps) {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <LazyCode {...props} />
    </Suspense>
  );
}

export function ScriptEditor(props: ScriptEditorProps) {
  return (
    <Suspense fallback={<PlainScript {...props} />}>
      <LazyScript {...props} />
    </Suspense>
  );
}

export function DiffView(props: DiffViewProps) {
  return (
    <Suspense fallback={<PlainDiff {...props} />}>
      <LazyDiff {...props} />
    </Suspense>
  );
}

export type { CodeViewProps, DiffViewProps, ScriptEditorProps };
