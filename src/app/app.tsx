import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { provideDirectoryLookup } from '../lib/directory-lookup';
import { OrderRoute } from '../orders/page';
import { ErrorFallback } from './error-fallback';
import { Layout } from './layout';
import { pages } from './pages';
import { AppProviders } from './providers';

// The forms' affiliate suggestions read the directory through lib/ (no feature loop). The
// directory loads on the first look-up, not with the first page.
provideDirectoryLookup((prefix) =>
  import('../affiliates').then(({ findAffiliates }) => findAffiliates(prefix)),
);

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
            <Route path="/commissions" component={pages.commissions.Page} />
            <Route path="/commissions/bulk" component={pages.bulkCommissions.Page} />
            <Route path="/history" component={pages.history.Page} />
            <Route path="/import" component={pages.import.Page} />
            <Route path="/insights" component={pages.insights.Page} />
            <Route path="/affiliates" component={pages.affiliates.Page} />
            <Route path="/settings" component={pages.settings.Page} />
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
