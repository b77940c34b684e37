import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  readonly children: ReactNode;
  /** The location's key: a new one (the user went elsewhere) clears the error, as a route's error would. */
  readonly resetKey?: string;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/**
 * The routes' error boundary (01 §2): an error while rendering a screen, or loading its area's chunk,
 * shows the generic error screen in its place.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
