import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  /** The address shown; a new one gives the screen another chance. */
  at: string;
  children: ReactNode;
}

interface State {
  at: string;
  failed: boolean;
  error: unknown;
}

/**
 * Catches a screen that fails to render or whose code cannot be loaded, and shows the apology in
 * its place. Going to another address tries again.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { at: this.props.at, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.at === state.at ? null : { at: props.at, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
