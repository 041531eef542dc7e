import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { OrderRoute } from '../orders/page';
import { ErrorFallback } from './error-fallback';
import { Layout } from './layout';
import { AppProviders } from './providers';

const named = <K extends string, M extends Record<K, React.ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

// Every page but Record order loads on first visit, from its feature's page module.
const SettingsPage = named(() => import('./settings-route'), 'SettingsRoute');
const CommissionsPage = named(() => import('../commissions/page'), 'CommissionsRoute');
const BulkCommissionsPage = named(() => import('../bulk-commissions/page'), 'BulkCommissionsPage');
const HistoryPage = named(() => import('../history/page'), 'HistoryPage');
const ImportPage = named(() => import('../import/page'), 'ImportPage');
const InsightsPage = named(() => import('../insights/page'), 'InsightsPage');

/** Each route fails on its own: the header and navigation stay usable. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[location]}>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <Layout>
        <RouteBoundary>
          <Switch>
            <Route path="/" component={OrderRoute} />
            <Route path="/commissions" component={CommissionsPage} />
            <Route path="/commissions/bulk" component={BulkCommissionsPage} />
            <Route path="/history" component={HistoryPage} />
            <Route path="/import" component={ImportPage} />
            <Route path="/insights" component={InsightsPage} />
            <Route path="/settings" component={SettingsPage} />
            <Route>
              <h1>Page not found</h1>
              <p>There is nothing at this address. Use the navigation above.</p>
            </Route>
          </Switch>
        </RouteBoundary>
      </Layout>
    </AppProviders>
  );
}
