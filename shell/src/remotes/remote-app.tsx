import { Box } from '@chakra-ui/react';
import { ErrorScreen, PageSpinner, useShellText } from '@alumni/shared';
import type { PortalName } from '@alumni/shared/portals';
import { Suspense, useState } from 'react';
import { loadedRemoteBuild, remoteAppComponent } from './load-remote-app';
import { remoteInfo } from './manifest';
import { RemoteBoundary } from './remote-boundary';

/**
 * The portal's App once its code is there: at once when it is loaded (the server, a portal seen before),
 * else suspended until it comes. A page the server rendered keeps its markup meanwhile, while the shell
 * around it (nav, theme toggle, menus) is hydrated and answers clicks; a page rendered here shows the
 * spinner. A failed load is thrown to the boundary (error screen with Retry).
 */
function MountedApp({ name, attempt }: { name: PortalName; attempt: number }) {
  // One component per mount attempt (the key holds name and attempt), kept across renders: never a remount.
  const [App] = useState(() => remoteAppComponent(name, attempt));
  const build = loadedRemoteBuild(name);
  return (
    <Box
      data-portal={name}
      data-portal-version={remoteInfo(name)?.version ?? build?.version}
      data-build-label={build?.label ?? undefined}
      display="contents"
    >
      <App />
    </Box>
  );
}

/** Mounts a remote's `./App`: spinner while loading, the error screen with Retry when it cannot load or crashes. */
export function RemoteApp({ name }: { name: PortalName }) {
  const [attempt, setAttempt] = useState(0);
  const t = useShellText();
  return (
    <RemoteBoundary
      fallback={(reset) => (
        <ErrorScreen
          onRetry={() => {
            reset();
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      {/* Holds the screen while the portal loads, so the footer does not show and then jump away (layout shift). */}
      <Suspense fallback={<PageSpinner label={t('state.loadingPart', { name })} minH="100dvh" />}>
        <MountedApp key={`${name}#${attempt}`} name={name} attempt={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}
