import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { OrderPage } from '../orders/order-page';
import { Layout } from './layout';

const named = <K extends string, M extends Record<K, React.ComponentType>>(
  load: () => Promise<M>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

const SettingsPage = named(() => import('./settings-route'), 'SettingsRoute');
const CommissionsPage = named(() => import('../commissions/commissions-page'), 'CommissionsPage');
const HistoryPage = named(() => import('../history/history-page'), 'HistoryPage');
const ImportPage = named(() => import('../import/import-page'), 'ImportPage');

export function App() {
  return (
    <Layout>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Switch>
          <Route path="/">
            <OrderPage />
          </Route>
          <Route path="/commissions" component={CommissionsPage} />
          <Route path="/history" component={HistoryPage} />
          <Route path="/import" component={ImportPage} />
          <Route path="/settings" component={SettingsPage} />
          <Route>
            <h1>Page not found</h1>
            <p>There is nothing at this address. Use the navigation above.</p>
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  );
}
