// The first page's way into the team runner: a browser without a team answers at once
// and never loads it; with a team, the runner (and later PouchDB) loads on first use.
// Keeps the runner's 1 KB gzip off the first page (the 130 KB budget).
import type { ClaimOutcome, ClaimResult } from './claim-types';
import type { OlderQuery, OlderSpanQuery } from './older-history';
import type { SharedCollection, SharedRecord } from './shared-collection';
import type { ClaimTarget } from './team-runner';
import { teamSettingsStore } from './team-settings';

const loadRunner = () => import('./team-runner');
const alone = (connection: ClaimTarget) =>
  connection.demo === true || !teamSettingsStore.getSnapshot().settings;

/**
 * Starts (and restarts on a change of settings) the team engine. A browser without a team
 * loads nothing at start-up: the runner loads when a team is first configured. Returns a
 * stop function whose promise settles once the runner has stopped (tests wait for it).
 */
export function runTeam(
  load: () => Promise<readonly SharedCollection<SharedRecord>[]>,
): () => Promise<void> {
  let started: Promise<() => Promise<void>> | undefined;
  const start = () => (started ??= loadRunner().then((runner) => runner.runTeam(load)));
  const configured = () => teamSettingsStore.getSnapshot().settings !== undefined;
  let waiting: (() => void) | undefined;
  if (configured()) void start();
  else
    waiting = teamSettingsStore.subscribe(() => {
      if (!configured()) return;
      waiting?.();
      waiting = undefined;
      void start();
    });
  return async () => {
    waiting?.();
    waiting = undefined;
    if (started) await (await started)();
  };
}

/** Claims order IDs on a connection for this browser, in one round trip. */
export async function claimOrders(
  connection: ClaimTarget,
  orderIds: readonly string[],
): Promise<Map<string, ClaimResult>> {
  if (alone(connection)) return new Map(orderIds.map((id) => [id, { kind: 'no-team' }]));
  return (await loadRunner()).claimOrders(connection, orderIds);
}

export async function claimOrder(connection: ClaimTarget, orderId: string): Promise<ClaimResult> {
  if (alone(connection)) return { kind: 'no-team' };
  return (await loadRunner()).claimOrder(connection, orderId);
}

/** Adds how this browser's send ended to its claim (batched; never holds up a send). */
export function settleClaim(connection: ClaimTarget, orderId: string, result: ClaimOutcome) {
  if (alone(connection)) return;
  void loadRunner().then((runner) => {
    runner.settleClaim(connection, orderId, result);
  });
}

/** History older than this browser's window, asked of the team server (loaded on first search). */
export const findOlderHistory = (query: OlderQuery) =>
  import('./older-history').then((m) => m.findOlderHistory(query));

/** Every older entry of a span (a statement's, Insights'), page by page (loaded on first use). */
export const findAllOlderHistory = (query: OlderSpanQuery, onProgress: (entries: number) => void) =>
  import('./older-history').then((m) => m.findAllOlderHistory(query, onProgress));

/** What these affiliate IDs were last set to before an older period (loaded on first use). */
export const findSettingsBefore = (affiliateIds: readonly string[], before: number) =>
  import('./older-history').then((m) => m.findSettingsBefore(affiliateIds, before));
