// Starts the team engine when a team is configured and this tab has its password, and
// again after "Connect team". Without a team nothing loads: the console works alone.
import type { ClaimOutcome, ClaimResult } from './claim-types';
import type { SharedCollection, SharedRecord } from './shared-collection';
import { browserId, teamSettingsStore, type TeamSettings } from './team-settings';
import { teamStatus } from './team-status';

type Engine = typeof import('./engine');
type Started = Awaited<ReturnType<Engine['start']>>;

type Collections = readonly SharedCollection<SharedRecord>[];
let loadCollections: () => Promise<Collections> = () => Promise.resolve([]);
let starting: Promise<Started | undefined> = Promise.resolve(undefined);
let shown: TeamSettings | undefined;
let unsubscribe: (() => void) | undefined;

const loadEngine = () => import('./engine');

function restart() {
  const { settings } = teamSettingsStore.getSnapshot();
  shown = settings;
  const password = teamSettingsStore.password();
  const before = starting;
  if (!settings) {
    teamStatus.set({ kind: 'alone' });
    starting = before.then(async (run) => {
      if (run) await (await loadEngine()).stop();
      return undefined;
    });
    return;
  }
  if (password === undefined) {
    teamStatus.set({ kind: 'no-password' });
    starting = before.then(() => undefined);
    return;
  }
  const me = { browserId: browserId(), displayName: settings.displayName };
  starting = before
    .catch(() => undefined)
    .then(async () => {
      const [engine, collections] = await Promise.all([loadEngine(), loadCollections()]);
      return engine.start(settings, password, collections, me);
    })
    .catch((e: unknown) => {
      // A refusal of this user has said so already.
      if (teamStatus.get().kind !== 'denied')
        teamStatus.set({
          kind: 'offline',
          message: e instanceof Error ? e.message : String(e),
          since: Date.now(),
        });
      return undefined;
    });
}

/**
 * The app hands over every shared collection once, at boot, as a loader: they load
 * with the engine, only when a team is configured. Returns a stop function.
 */
export function runTeam(load: () => Promise<Collections>) {
  loadCollections = load;
  restart();
  unsubscribe?.();
  unsubscribe = teamSettingsStore.subscribe(() => {
    // Only a change of settings restarts (the password alone is saved with them).
    if (teamSettingsStore.getSnapshot().settings !== shown) restart();
  });
  return async () => {
    unsubscribe?.();
    unsubscribe = undefined;
    loadCollections = () => Promise.resolve([]);
    // A start under way finishes first, or its engine would outlive the stop.
    await starting.catch(() => undefined);
    await (await loadEngine()).stop();
  };
}

export interface ClaimTarget {
  baseUrl: string;
  /** The Demo is each browser's own mock service: nothing to share. */
  demo?: boolean;
}

/** Claims order IDs on a connection for this browser, in one round trip. */
export async function claimOrders(
  connection: ClaimTarget,
  orderIds: readonly string[],
): Promise<Map<string, ClaimResult>> {
  const all = (result: ClaimResult) => new Map(orderIds.map((id) => [id, result]));
  if (connection.demo || !teamSettingsStore.getSnapshot().settings) return all({ kind: 'no-team' });
  if (teamSettingsStore.password() === undefined)
    return all({ kind: 'unreachable', reason: 'this tab has no team password (Settings → Team)' });
  const run = await starting;
  if (!run) return all({ kind: 'unreachable', reason: 'the team could not be started' });
  return run.claims.claim(connection.baseUrl, orderIds);
}

export async function claimOrder(connection: ClaimTarget, orderId: string): Promise<ClaimResult> {
  return (await claimOrders(connection, [orderId])).get(orderId) ?? { kind: 'no-team' };
}

/** Adds how this browser's send ended to its claim (batched; never holds up a send). */
export function settleClaim(connection: ClaimTarget, orderId: string, result: ClaimOutcome) {
  if (connection.demo || !teamSettingsStore.getSnapshot().settings) return;
  void starting.then((run) => run?.claims.settle(connection.baseUrl, orderId, result));
}
