import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface State {
  error: Error | null;
}

/** Catches render errors below it and shows 'Noget gik galt' with a retry button. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main className="fullscreen-message">
        <ErrorPanel
          title="Noget gik galt"
          message="Der opstod en uventet fejl. Prøv igen, eller genindlæs siden."
          actionLabel="Prøv igen"
          onAction={() => this.setState({ error: null })}
          headingLevel={1}
        />
      </main>
    );
  }
}
