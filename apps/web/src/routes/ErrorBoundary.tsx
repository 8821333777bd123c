import { Component, type ReactNode } from 'react'

interface Props {
  /** Renders the failure; `reset` clears it and renders the children again. */
  fallback: (error: unknown, reset: () => void) => ReactNode
  /** Called before a reset (e.g. to let failed queries run again). */
  onReset?: () => void
  children: ReactNode
}

interface State {
  failed: boolean
  error: unknown
}

/** Catches what a subtree throws while rendering (failed suspense queries included). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  reset = () => {
    this.props.onReset?.()
    this.setState({ failed: false, error: undefined })
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children
  }
}
