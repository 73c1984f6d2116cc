import { Box } from '@chakra-ui/react';
import { ErrorScreen, PageSpinner } from '@alumni/shared';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadedRemoteApp, loadedRemoteBuild, loadRemoteApp } from './load-remote-app';
import type { PortalName } from '@alumni/shared/portals';
import { remoteInfo } from './manifest';
import { RemoteBoundary } from './remote-boundary';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

const initialState = (name: PortalName, attempt: number): LoadState => {
  const App = attempt === 0 ? loadedRemoteApp(name) : undefined;
  return App ? { status: 'ready', App } : { status: 'loading' };
};

function useRemoteApp(name: PortalName, attempt: number): LoadState {
  const [state, setState] = useState<LoadState>(() => initialState(name, attempt));
  // Another portal or a retry starts from its own first state, set while rendering (React's way for
  // state that follows props) rather than by an effect's second render.
  const [loading, setLoading] = useState({ name, attempt });
  if (loading.name !== name || loading.attempt !== attempt) {
    setLoading({ name, attempt });
    setState(initialState(name, attempt));
  }

  useEffect(() => {
    let active = true;
    loadRemoteApp(name, { retry: attempt > 0 })
      // A transition: the portal's first render (a whole page) is done in slices, not as one long task.
      .then((App) => active && startTransition(() => setState({ status: 'ready', App })))
      .catch((error: unknown) => {
        console.error(`Could not load remote "${name}"`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [name, attempt]);

  return state;
}

/** Mounts a remote's `./App`: spinner while loading, the error screen with Retry when it cannot load or crashes. */
export function RemoteApp({ name }: { name: PortalName }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteApp(name, attempt);
  const retry = () => setAttempt((n) => n + 1);

  // Holds the screen while the portal loads, so the footer does not show and then jump away (layout shift).
  if (state.status === 'loading') return <PageSpinner label={`Loading ${name}`} minH="100dvh" />;
  if (state.status === 'failed') return <ErrorScreen onRetry={retry} />;

  const { App } = state;
  const build = loadedRemoteBuild(name);
  return (
    <RemoteBoundary
      fallback={(reset) => (
        <ErrorScreen
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Box
        data-portal={name}
        data-portal-version={remoteInfo(name)?.version ?? build?.version}
        data-build-label={build?.label ?? undefined}
        display="contents"
      >
        <App />
      </Box>
    </RemoteBoundary>
  );
}
