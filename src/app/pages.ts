// Every page but Record order loads on first visit, from its feature's page module.
// Each can also be loaded ahead, when a pointer rests on its link or the link takes
// focus: by the click, the page's code is usually on its way or there.
import { lazy, type ComponentType } from 'react';

function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => ({ default: m[name] }),
      (error: unknown) => {
        loading = undefined; // a later visit may succeed (the network came back)
        throw error;
      },
    ));
  return { Page: lazy(preload), preload };
}

export const pages = {
  settings: page(() => import('./settings-route'), 'SettingsRoute'),
  commissions: page(() => import('../commissions/page'), 'CommissionsRoute'),
  bulkCommissions: page(() => import('../bulk-commissions/page'), 'BulkCommissionsPage'),
  history: page(() => import('../history/page'), 'HistoryPage'),
  import: page(() => import('../import/page'), 'ImportPage'),
  insights: page(() => import('../insights/page'), 'InsightsPage'),
  affiliates: page(() => import('../affiliates/page'), 'AffiliatesPage'),
};

const byPath: Record<string, (() => unknown) | undefined> = {
  '/settings': () => pages.settings.preload(),
  '/commissions': () => pages.commissions.preload(),
  '/history': () => pages.history.preload(),
  '/import': () => pages.import.preload(),
  '/insights': () => pages.insights.preload(),
  '/affiliates': () => pages.affiliates.preload(),
};

/** Starts loading the page at `path` (a navigation link's), if it is a lazy one. */
export function preloadPage(path: string) {
  void Promise.resolve(byPath[path]?.()).catch(() => undefined);
}
