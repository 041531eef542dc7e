// The lazily loaded team engine: this browser's replica, live two-way replication with
// the team server (PouchDB retries with backoff while offline), the bridge to the
// shared collections, and claims. One team at a time; Connect team restarts it.
import { TeamBridge, type Me } from './bridge';
import { Claims } from './claims';
import { openLocal, openRemote } from './pouch';
import type { SharedCollection, SharedRecord } from './shared-collection';
import type { TeamSettings } from './team-settings';
import { teamStatus } from './team-status';

const MAX_BACKOFF_MS = 60_000;
/** PouchDB asks how long to wait after a failure: 1 s, doubling, at most a minute. */
export const backOff = (delay: number) =>
  delay === 0 ? 1000 : Math.min(delay * 2, MAX_BACKOFF_MS);

interface Running {
  local: PouchDB.Database;
  remote: PouchDB.Database;
  bridge: TeamBridge;
  claims: Claims;
  stop: () => Promise<void>;
}
let running: Running | undefined;

const messageOf = (e: unknown) => {
  const status = typeof e === 'object' && e !== null && 'status' in e ? Number(e.status) : 0;
  if (status === 401) return 'user name or password refused';
  if (status === 403) return 'this user is not a member of the database';
  if (status === 404) return 'no such database';
  return 'no answer';
};

export async function start(
  settings: TeamSettings,
  password: string,
  collections: readonly SharedCollection<SharedRecord>[],
  me: Me,
): Promise<Running> {
  await stop();
  teamStatus.set({ kind: 'connecting' });
  const local = openLocal(settings);
  const remote = openRemote(settings, password);
  const bridge = new TeamBridge(local, collections, me);
  const claims = new Claims(remote, me);
  await bridge.start();
  const sync = local.sync(remote, {
    live: true,
    retry: true,
    batch_size: 2000,
    back_off_function: backOff,
  });
  sync
    .on('active', () => {
      teamStatus.set({ kind: 'syncing' });
    })
    .on('paused', (error) => {
      teamStatus.set(
        error
          ? { kind: 'offline', message: messageOf(error) }
          : { kind: 'up-to-date', at: Date.now() },
      );
    })
    .on('denied', (error) => {
      teamStatus.set({ kind: 'denied', message: messageOf(error) });
    })
    .on('error', (error) => {
      teamStatus.set({ kind: 'offline', message: messageOf(error) });
    });
  const run: Running = {
    local,
    remote,
    bridge,
    claims,
    stop: async () => {
      // A person's last writes reach the replica (and, if replication is up, the team).
      await bridge.flushLocal().catch(() => undefined);
      // Replication's writes in flight end before the local database closes.
      const ended = new Promise<void>((resolve) => {
        sync.on('complete', resolve);
        setTimeout(resolve, 2_000);
      });
      sync.cancel();
      await ended;
      await bridge.stop();
      await local.close().catch(() => undefined);
    },
  };
  running = run;
  return run;
}

export async function stop() {
  const run = running;
  running = undefined;
  await run?.stop();
}

export const current = () => running;
