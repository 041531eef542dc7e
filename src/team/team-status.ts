// How the team's replication is doing, for Settings → Team and the duplicate guard.
// Kept apart from PouchDB so the first page can read it without loading the engine.
import { createListeners } from '../lib/listeners';

export type TeamStatus =
  | { kind: 'alone' }
  | { kind: 'no-password' }
  | { kind: 'connecting' }
  /** `arrived`: documents pulled since Connect team; `toGo`: what the server says is left (CouchDB 2+). */
  | { kind: 'syncing'; arrived?: number; toGo?: number }
  | { kind: 'up-to-date'; at: number }
  /** Not reaching the team since `since` (the first failed request). */
  | { kind: 'offline'; message: string; since: number }
  /** The server refused this user as a whole (password changed, member removed): not retried. */
  | { kind: 'denied'; message: string }
  /** Replication goes on, but the team's rules refused some of this browser's records. */
  | { kind: 'refused'; count: number; reason: string };

let status: TeamStatus = { kind: 'alone' };
const listeners = createListeners();

export const teamStatus = {
  get: () => status,
  set: (next: TeamStatus) => {
    status = next;
    listeners.emit();
  },
  subscribe: listeners.subscribe,
};

const clock = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

export function describeTeamStatus(s: TeamStatus): string {
  switch (s.kind) {
    case 'alone':
      return 'No team: this console works alone.';
    case 'no-password':
      return 'This tab has no team password: enter it and choose “Connect team”.';
    case 'connecting':
      return 'Connecting to the team…';
    case 'syncing':
      return s.arrived === undefined
        ? 'Exchanging records with the team…'
        : `Bringing the team’s records: ${s.arrived.toLocaleString()} arrived${
            s.toGo ? `, about ${s.toGo.toLocaleString()} to go` : ' so far'
          }. The duplicate guard already asks the team server.`;
    case 'up-to-date':
      return `Up to date with the team (checked ${new Date(s.at).toLocaleTimeString()}).`;
    case 'offline':
      return `Not reaching the team since ${clock(s.since)} (${s.message}) — your work is kept and shared when it answers.`;
    case 'denied':
      return `The team server refused this user (${s.message}). Your work is kept here; ask the team's admin, then choose “Connect team”.`;
    case 'refused':
      return `Up to date, but the team refused ${s.count === 1 ? 'a record' : `${String(s.count)} records`} from this browser (${s.reason}). They are kept here, marked “not shared”.`;
  }
}
