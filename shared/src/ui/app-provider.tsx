import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../query/query-client';
import { DialogHost } from './dialogs/dialog-host';
import { getSystem } from './system';

/** Marks the theme's global CSS when the page carries it prebuilt (shared/build/global-css.ts). */
const STATIC_GLOBAL_CSS_SELECTOR = '[data-chakra-global]';

/**
 * The system ChakraProvider gets: on the shell's page, which carries the global CSS prebuilt and cached
 * (shared/build/global-css.ts), one whose global styles are empty, so ChakraProvider does not serialize
 * and insert them again (nor build them: shared/build/chakra-loader.cjs); elsewhere (tests, a remote on its own dev server) the system itself.
 * Kept after server rendering, measured (issue 17 part 4): given the whole system, the server render puts
 * the 47 KB of global CSS into every page's HTML as well, and hydration serializes it again on the phone.
 * It shadows the public, typed `SystemContext._global` in a derived object; Chakra's own system is not
 * written to. `global-css.test.tsx` fails if ChakraProvider stops reading it.
 */
function providedSystem(): ReturnType<typeof getSystem> {
  const system = getSystem();
  // The server renders for the shell's page, which links the prebuilt CSS.
  const prebuilt = typeof document === 'undefined' || document.querySelector(STATIC_GLOBAL_CSS_SELECTOR) !== null;
  return prebuilt ? (Object.create(system, { _global: { value: [] } }) as typeof system) : system;
}

export type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Theme system, query cache and the shared dialog host. The shell renders it once; remotes inherit it. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [value] = useState(providedSystem);
  return (
    <ChakraProvider value={value}>
      <QueryClientProvider client={client}>
        {children}
        <DialogHost />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
