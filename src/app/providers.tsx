// Everything the app runs inside: one QueryClient per mount (each test gets a
// fresh one), History kept fresh across tabs, and the shell's error boundary.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useHistoryInvalidation } from '../history';
import { ErrorFallback } from './error-fallback';

const newClient = () =>
  new QueryClient({
    defaultOptions: {
      // IndexedDB is on this device: reads run offline too, and a failed read is
      // not a passing network fault worth retrying.
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
      // Nothing is ever resent on its own; an offline send must answer, not wait.
      mutations: { networkMode: 'always', retry: false },
    },
  });

function HistorySync() {
  useHistoryInvalidation();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(newClient);
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback}>
      <QueryClientProvider client={client}>
        <HistorySync />
        {children}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
