// The lazily loaded team engine: this browser's replica, live two-way replication with
// the team server (PouchDB retries with backoff while offline), the bridge to the
// shared collections, and claims. One team at a time; Connect team restarts it.
import { backOff, settledWithin, statusOf } from './retry';
import { TeamBridge, type Me } from './bridge';
import { catchUp } from './catch-up';
import { Claims } from './claims';
import { DirectPush } from './direct-push';
import { openLocal, openRemote } from './pouch';
import { otherKindsSelector, pullSelector } from './pull-filter';
import { windowStart } from './pull-selector';
import { pullStart, type PullStart } from './pull-start';
import { signedInAccount } from './session';
import type { SharedCollection, SharedRecord } from './shared-collection';
import { historyDaysKept, type TeamSettings } from './team-settings';
import { teamStatus } from './team-status';
import { readTeamWindow } from './team-window';

interface Running {
  local: PouchDB.Database;
  remote: PouchDB.Database;
  bridge: TeamBridge;
  claims: Claims;
  stop: () => Promise<void>;
}
let running: Running | undefined;
const messageOf = (e: unknown) => {
  const status = statusOf(e);
  if (status === 401) return 'user name or password refused, or not a member of the database';
  if (status === 403) return 'this user is not a member of the database';
  if (status === 404) return 'no such database';
  return 'no answer';
};

/** A document the server refused (PouchDB's `denied` event): its ID and the rules' words. */
const refusalOf = (event: unknown): { id: string; reason: string } | undefined => {
  const doc = typeof event === 'object' && event !== null && 'doc' in event ? event.doc : event;
  if (typeof doc !== 'object' || doc === null || !('id' in doc) || typeof doc.id !== 'string')
    return undefined;
  const said = 'reason' in doc && typeof doc.reason === 'string' ? doc.reason : '';
  return { id: doc.id, reason: said ? `the team's rules said: ${said}` : messageOf(doc) };
};

export async function start(
  settings: TeamSettings,
  password: string,
  collections: readonly SharedCollection<SharedRecord>[],
  who: Omit<Me, 'account'>,
): Promise<Running> {
  await stop();
  teamStatus.set({ kind: 'connecting' });
  // Who the server says this is: every document written to the team carries it. A server
  // not answering yet: the user name (the rules refuse what it does not match, nothing is lost).
  const account = await signedInAccount(settings, password).catch((e: unknown) => {
    if (statusOf(e) !== 0) {
      teamStatus.set({ kind: 'denied', message: messageOf(e) });
      throw e;
    }
    return settings.username;
  });
  const me: Me = { ...who, account };
  // The team's window decides what the pull brings (offline: the one read last time).
  await readTeamWindow(settings, password);
  const local = openLocal(settings);
  const remote = openRemote(settings, password);
  const refusals: Refusals = { count: 0, reason: '' };
  const direct = new DirectPush({
    remote,
    local,
    me,
    refused: (id, reason) => {
      refusals.count += 1;
      refusals.reason = reason;
      void bridge.refused(id, reason);
      // No replication round may follow to say so (History no longer goes through it).
      if (teamStatus.get().kind === 'up-to-date')
        teamStatus.set({ kind: 'refused', count: refusals.count, reason });
    },
    failed: (error) => {
      const status = statusOf(error);
      if (status === 401 || status === 403)
        teamStatus.set({ kind: 'denied', message: messageOf(error) });
    },
  });
  const bridge = new TeamBridge(local, collections, me, direct);
  const claims = new Claims(remote, me);
  await bridge.start();
  // Not awaited: the server may not answer yet (what it lacks stays for the next start).
  void bridge.letGoOfSentCopies(remote).catch(() => undefined);
  const pullFrom = pullStart(local.name, windowStart(historyDaysKept(settings)));
  let sync: LiveSync | undefined;
  let stopped = false;
  const replicate = (since: number | string | undefined) => {
    if (!stopped)
      sync = liveSync({
        local,
        remote,
        bridge,
        pullFrom,
        since,
        browserId: me.browserId,
        refusals,
      });
  };
  // A new start reads the window's History from the server first (catch-up.ts).
  let reading = Promise.resolve();
  if (!pullFrom.readFirst) replicate(pullFrom.since);
  else
    reading = readWindowFirst(remote, local, bridge, pullFrom, () => stopped).then((read) => {
      if (read) replicate(read.since);
    });
  const run: Running = {
    local,
    remote,
    bridge,
    claims,
    stop: async () => {
      stopped = true;
      // A person's last writes reach the replica (and, if replication is up, the team).
      await bridge.flushLocal().catch(() => undefined);
      // A first read under way ends its page (it looks between pages), or is left behind.
      await settledWithin(reading, 2_000);
      await sync?.stop();
      await bridge.stop();
      await local.close().catch(() => undefined);
    },
  };
  running = run;
  return run;
}

/** How often an idle, up-to-date team is asked whether it still answers. */
const PROBE_EVERY_MS = 10_000;

export async function stop() {
  const run = running;
  running = undefined;
  await run?.stop();
}

export const current = () => running;

/**
 * The window's History read from the server straight into History (catch-up.ts), then every
 * other kind the usual way (with revisions, so conflicts show): the pull goes on from the change
 * the read reached. While the server cannot be read it tries again, waiting longer each time,
 * from the page it had reached. A server that answers but cannot run the query (a database
 * prepared without the History index) leaves it to the pull, from the first change. Undefined
 * once the engine stopped or the server refused this user.
 */
async function readWindowFirst(
  remote: PouchDB.Database,
  local: PouchDB.Database,
  bridge: TeamBridge,
  pullFrom: PullStart,
  stopped: () => boolean,
): Promise<{ since?: number | string } | undefined> {
  let from = pullFrom.readFrom;
  let failingSince: number | undefined;
  let arrived = 0;
  for (let delay = 0; !stopped();) {
    try {
      const reached = await catchUp({
        remote,
        windowFrom: pullFrom.from,
        from,
        apply: (docs) => bridge.applyFromServer(docs),
        // The team answered: the guard asks its claims already; say how far History has come.
        answered: () => {
          failingSince = undefined;
          if (teamStatus.get().kind !== 'syncing') teamStatus.set({ kind: 'syncing', arrived });
        },
        progress: (point, brought) => {
          from = point;
          arrived += brought;
          pullFrom.caughtUpTo(point);
          if (brought > 0) teamStatus.set({ kind: 'syncing', arrived });
        },
        stopped,
      });
      if (reached === undefined || stopped()) return undefined;
      await local.replicate.from(remote, { selector: otherKindsSelector(), batch_size: 500 });
      return { since: pullFrom.caughtUp(reached) };
    } catch (error) {
      // Stopped meanwhile: the replica may have closed under the read.
      if (stopped()) return undefined;
      const status = statusOf(error);
      if (status === 401 || status === 403) {
        teamStatus.set({ kind: 'denied', message: messageOf(error) });
        return undefined;
      }
      if (status >= 400) {
        pullFrom.pullInstead();
        return {};
      }
      failingSince ??= Date.now();
      teamStatus.set({ kind: 'offline', message: messageOf(error), since: failingSince });
      delay = backOff(delay);
      await new Promise((resume) => setTimeout(resume, delay));
    }
  }
  return undefined;
}

interface LiveSync {
  /** Resolves once replication's writes in flight have ended (or after 2 s). */
  stop: () => Promise<void>;
}

/** Documents of this browser the team's rules refused, whichever way they went: the last one's words. */
interface Refusals {
  count: number;
  reason: string;
}

/** Live replication both ways, its events told in the team's status. */
function liveSync({
  local,
  remote,
  bridge,
  pullFrom,
  since,
  browserId,
  refusals,
}: {
  local: PouchDB.Database;
  remote: PouchDB.Database;
  bridge: TeamBridge;
  pullFrom: PullStart;
  since: number | string | undefined;
  browserId: string;
  refusals: Refusals;
}): LiveSync {
  const sync = local.sync(remote, {
    live: true,
    retry: true,
    batch_size: 2000,
    back_off_function: backOff,
    // Claims and History older than the window stay on the server (pull-selector.ts).
    pull: {
      selector: pullSelector(pullFrom.from, browserId),
      ...(since === undefined ? {} : { since }),
    },
  });
  sync.pull.on('change', (info) => {
    pullFrom.reached(info.last_seq);
  });
  /** When requests to the team began to fail (undefined while it answers). */
  let failingSince: number | undefined;
  /** The pull has once caught up with the server since Connect team. */
  let caughtUp = false;
  const answered = () => {
    failingSince = undefined;
  };
  // The sync's own "paused" drops its directions' errors: each direction is watched.
  for (const direction of [sync.push, sync.pull]) {
    direction.on('requestError', (error) => {
      const status = statusOf(error);
      if (status === 401 || status === 403) {
        // Refused as a whole (password changed, member removed): retrying changes nothing.
        teamStatus.set({ kind: 'denied', message: messageOf(error) });
        sync.cancel();
        return;
      }
      failingSince ??= Date.now();
      teamStatus.set({ kind: 'offline', message: messageOf(error), since: failingSince });
    });
    // "active" only means trying again: the server has answered when data came, or when
    // the pull caught up (a direction paused without an error).
    direction.on('change', answered);
    // How far the team's records have arrived until the first catch-up (the guard asks the
    // server's claims meanwhile); after it, a colleague's record is news, not progress.
    if (direction === sync.pull)
      direction.on('change', (info) => {
        if (failingSince !== undefined || caughtUp) return;
        const { docs_read: arrived, pending: toGo } = info;
        if (typeof arrived === 'number') teamStatus.set({ kind: 'syncing', arrived, toGo });
      });
    direction.on('paused', (error) => {
      if (error) {
        failingSince ??= Date.now();
        teamStatus.set({ kind: 'offline', message: messageOf(error), since: failingSince });
      } else if (direction === sync.pull) {
        caughtUp = true;
        answered();
      }
    });
  }
  sync
    .on('active', () => {
      // Counts already shown stay (an idle moment between two batches).
      if (failingSince === undefined && teamStatus.get().kind !== 'syncing')
        teamStatus.set({ kind: 'syncing' });
    })
    .on('paused', () => {
      // Both directions idle: up to date only if the last requests were answered.
      if (failingSince !== undefined) return;
      teamStatus.set(
        refusals.count > 0
          ? { kind: 'refused', count: refusals.count, reason: refusals.reason }
          : { kind: 'up-to-date', at: Date.now() },
      );
    })
    .on('denied', (event) => {
      // Kept here, marked "not shared"; replication goes past it (never retried in a loop).
      const refusal = refusalOf(event);
      if (!refusal) return;
      refusals.count += 1;
      refusals.reason = refusal.reason;
      void bridge.refused(refusal.id, refusal.reason);
    })
    .on('error', (error) => {
      failingSince ??= Date.now();
      teamStatus.set({ kind: 'offline', message: messageOf(error), since: failingSince });
    });
  // A live replication that is idle sends nothing that could fail: while it says "up to
  // date", the server is asked now and then whether it still answers.
  // Once it answers again, replication (retrying with back-off) brings the rest.
  const probe = setInterval(() => {
    const kind = teamStatus.get().kind;
    if (kind !== 'up-to-date' && kind !== 'offline') return;
    remote.info().then(
      () => {
        if (teamStatus.get().kind !== 'offline') return;
        answered();
        teamStatus.set({ kind: 'up-to-date', at: Date.now() });
      },
      (error: unknown) => {
        failingSince ??= Date.now();
        teamStatus.set({ kind: 'offline', message: messageOf(error), since: failingSince });
      },
    );
  }, PROBE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(probe);
      // Replication's writes in flight end before the local database closes.
      const ended = new Promise<void>((resolve) => {
        sync.on('complete', resolve);
        setTimeout(resolve, 2_000);
      });
      sync.cancel();
      await ended;
    },
  };
}
