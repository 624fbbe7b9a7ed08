/** Keeps a failure inside one panel: it shows what went wrong there, and every other panel keeps working. */
import { Component, type ReactNode } from 'react';

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
    return (
      <section className="panel-error" aria-label={this.props.name}>
        <h2>{this.props.name}</h2>
        <p role="alert">
          This panel could not be drawn: {error.message}. The rest of the page still works.{' '}
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </p>
      </section>
    );
  }
}
