import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorFallback } from '@/components/ui/error-fallback'

interface Props {
  children: ReactNode
  /** When this changes (e.g. the route), a caught error is cleared and the children render again. */
  resetKey?: unknown
}

interface State {
  error: Error | null
  resetKey?: unknown
}

/** Catches render errors and failed lazy chunks, and shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (this.state.error) return <ErrorFallback message={this.state.error.message} />
    return this.props.children
  }
}
