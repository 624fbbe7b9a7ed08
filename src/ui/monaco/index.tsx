/**
 * The only door to Monaco, and only the fix lab goes through it: editing a 90-line model is
 * where an editor with Python indentation earns its 700 KB. The light editor stands in at
 * once and stays if Monaco fails to load; Monaco swaps in when its chunk has arrived.
 * Everything else on the page (code panes, diffs, the scenario script) never loads Monaco.
 */
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { CodeEditor, type CodeEditorProps } from '../code/CodeEditor';

const LazyMonaco = lazy(() => import('./MonacoEditor').then((m) => ({ default: m.MonacoEditor })));

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

/** The fix lab's editor: Monaco once loaded, the light editor until then (same props). */
export function LabEditor(props: CodeEditorProps) {
  const light = <CodeEditor {...props} />;
  return (
    <KeepFallback fallback={light}>
      <Suspense fallback={light}>
        <LazyMonaco {...props} />
      </Suspense>
    </KeepFallback>
  );
}
