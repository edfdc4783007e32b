import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /** Inside a page (a tab panel): no full-screen `main` landmark of its own. */
  inline?: boolean;
}

/** Catches render errors below it and shows 'Noget gik galt' with a retry button. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const fallback = <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    if (this.props.inline) return <div className="inline-error">{fallback}</div>;
    return (
      <main className="fullscreen-message">
        <ErrorFallback onRetry={() => this.setState({ error: null })} />
      </main>
    );
  }
}
