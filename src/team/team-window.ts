// The team's History window: how many days of the team's History each browser keeps unless a
// person chooses otherwise (Settings → Team). The team's admin sets it with
// `npm run team-setup -- <server> <database> --history-days N`, in the rules' design document,
// which only a database admin may write: a member can read it, never change it.
import { basicAuth } from './session';
import { databaseUrl, historyDaysOf, teamWindowSlot, type TeamSettings } from './team-settings';

/** The design document `npm run team-setup` installs (scripts/team-setup-lib.mjs). */
export const RULES_DOC = '_design/affiliate-console';

/**
 * Reads the team's window from the server and keeps it for offline use. A server that does
 * not answer leaves the last one read; one that answers without a window clears it.
 */
export async function readTeamWindow(
  settings: TeamSettings,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const database = databaseUrl(settings);
  const res = await fetchImpl(`${database}/${RULES_DOC}`, {
    headers: { Authorization: basicAuth(settings.username, password), Accept: 'application/json' },
    credentials: 'omit',
  }).catch(() => undefined);
  if (!res || res.status >= 500 || res.status === 401 || res.status === 403) return;
  const body: unknown = res.ok ? await res.json().catch(() => undefined) : undefined;
  const days =
    typeof body === 'object' && body !== null && 'historyDays' in body
      ? historyDaysOf(body.historyDays)
      : undefined;
  if (days) teamWindowSlot.write({ database, days });
  else if (teamWindowSlot.read()?.database === database) teamWindowSlot.clear();
}
