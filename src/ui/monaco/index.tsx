/**
 * The only door to Monaco. Each view renders a light stand-in (highlighted code, a textarea,
 * two columns of text) at once and swaps in Monaco when its lazy chunk has loaded, so the
 * first trace and its outcome never wait for the editor. If Monaco fails to load, the
 * stand-in simply stays.
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PlainCode, PlainScript } from './plain';
import type { CodeViewProps, ScriptEditorProps } from './types';

const LazyCode = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoCode })));
const LazyScript = lazy(() => import('./MonacoViews').then((m) => ({ default: m.MonacoScript })));

/** Shows `fallback` for good when the lazy editor throws (a failed chunk load, say). */
class KeepFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function withFallback<P extends object>(Lazy: ComponentType<P>, Plain: ComponentType<P>) {
  return function MonacoOrPlain(props: P) {
    const plain = <Plain {...props} />;
    return (
      <KeepFallback fallback={plain}>
        <Suspense fallback={plain}>
          <Lazy {...props} />
        </Suspense>
      </KeepFallback>
    );
  };
}

export const CodeView = withFallback<CodeViewProps>(LazyCode, PlainCode);
export const ScriptEditor = withFallback<ScriptEditorProps>(LazyScript, PlainScript);

export type { CodeViewProps, ScriptEditorProps };
