import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type TrpcClient, trpc } from './lib/trpc';
import { cssVariablesResolver, theme } from './theme';

/** The providers every page renders in, in the browser (main.tsx) and when pages are prerendered. */
export function AppProviders({
  queryClient,
  trpcClient,
  colorSchemeManager,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  colorSchemeManager?: MantineColorSchemeManager;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      {...(colorSchemeManager ? { colorSchemeManager } : {})}
      defaultColorScheme="auto"
    >
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
