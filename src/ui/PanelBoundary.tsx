/** Keeps a failure inside one panel: it shows what went wrong there, and every other panel keeps working. */
import { Component, type ReactNode } from 'react';
import { useT } from './i18n';

function PanelError({ name, message, onRetry }: { name: string; message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="panel-error" aria-label={name}>
      <h2>{name}</h2>
      <p role="alert">
        {t('This panel could not be drawn: {message}. The rest of the page still works.', { message })}{' '}
        <button type="button" onClick={onRetry}>
          {t('Try again')}
        </button>
      </p>
    </section>
  );
}

interface Props {
  readonly name: string;
  readonly children: ReactNode;
}

export class PanelBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PanelError name={this.props.name} message={error.message} onRetry={() => this.setState({ error: null })} />;
  }
}
