import { Alert, Button } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { getErrorMessage } from '../api/error-message';
import { useShellText } from '../i18n/react';
import { ErrorScreen } from './screens/error-screen';

type BoundaryProps = { resetKey: string; children: ReactNode };

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Leaving the broken page (the menu, Go Back) shows the next one again.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * The spec's Error screen for a route group: a page that throws while rendering shows it, the
 * rest of the dashboard stays. Use as a layout route element (renders the `<Outlet />`).
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children ?? <Outlet />}</Boundary>;
}

/** `what`: what could not be loaded ("The members"); "This page" when not given. */
export type LoadErrorProps = { what?: string; error?: unknown; onRetry?: () => void };

/** A list or detail that could not be loaded: says what, why (the server's message) and offers Retry. */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const t = useShellText();
  return (
    <Alert.Root status="error" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('state.notLoaded', { what: what ?? t('state.thisPage') })}</Alert.Title>
        <Alert.Description>{getErrorMessage(error, t('state.tryLater'))}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
