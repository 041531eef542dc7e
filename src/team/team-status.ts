// How the team's replication is doing, for Settings → Team and the duplicate guard.
// Kept apart from PouchDB so the first page can read it without loading the engine.
export type TeamStatus =
  | { kind: 'alone' }
  | { kind: 'no-password' }
  | { kind: 'connecting' }
  | { kind: 'syncing' }
  | { kind: 'up-to-date'; at: number }
  | { kind: 'offline'; message: string }
  | { kind: 'denied'; message: string };

let status: TeamStatus = { kind: 'alone' };
const listeners = new Set<() => void>();

export const teamStatus = {
  get: () => status,
  set: (next: TeamStatus) => {
    status = next;
    for (const l of listeners) l();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function describeTeamStatus(s: TeamStatus): string {
  switch (s.kind) {
    case 'alone':
      return 'No team: this console works alone.';
    case 'no-password':
      return 'This tab has no team password: enter it and choose “Connect team”.';
    case 'connecting':
      return 'Connecting to the team…';
    case 'syncing':
      return 'Exchanging records with the team…';
    case 'up-to-date':
      return `Up to date with the team (checked ${new Date(s.at).toLocaleTimeString()}).`;
    case 'offline':
      return `The team server cannot be reached (${s.message}). Work goes on here and is exchanged when it comes back.`;
    case 'denied':
      return `The team server refused a record (${s.message}).`;
  }
}
