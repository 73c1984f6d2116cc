import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../query/query-client';
import { DialogHost } from './dialogs/dialog-host';
import { getPageSystem } from './system';

export type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** Theme system, query cache and the shared dialog host. The shell renders it once; remotes inherit it. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // On the shell's page, the theme without the global styles the page carries prebuilt (getPageSystem).
  const [value] = useState(getPageSystem);
  return (
    <ChakraProvider value={value}>
      <QueryClientProvider client={client}>
        {children}
        <DialogHost />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
