// "Test team connection": questions asked of the server with plain fetch (no PouchDB
// needed), each answered in words: reachable, signed in, protected by the console's rules
// (and which version), may write. The password goes only in the Authorization header; no
// cookie is kept.
import { RULES_VERSION } from './rules/version';
import { basicAuth } from './session';
import { databaseUrl, type TeamSettings } from './team-settings';
import { RULES_DOC } from './team-window';

type Check = { ok: boolean; text: string };
export interface TeamTest {
  reachable: Check;
  signedIn?: Check;
  protectedBy?: Check;
  mayWrite?: Check;
}

const SETUP = 'ask the team’s admin to run “npm run team-setup” (README, Team)';

/** Whether the database holds the console's rules, and which version, in words. */
async function rulesCheck(db: string, headers: HeadersInit, fetchImpl: Fetch): Promise<Check> {
  const res = await fetchImpl(`${db}/${RULES_DOC}`, { headers, credentials: 'omit' }).catch(
    () => undefined,
  );
  const body: unknown = res?.ok ? await res.json().catch(() => undefined) : undefined;
  const version =
    typeof body === 'object' && body !== null && 'version' in body ? Number(body.version) : NaN;
  if (!res?.ok || !Number.isFinite(version))
    return {
      ok: false,
      text: `Not protected: this database does not have the console’s rules, so any member can rewrite or delete a colleague’s History, claims and settings, or write in their name. To protect it, ${SETUP}.`,
    };
  if (version < RULES_VERSION)
    return {
      ok: false,
      text: `Protected by an older version of the console’s rules (version ${String(version)}; this console has version ${String(RULES_VERSION)}): ${SETUP} to upgrade them.`,
    };
  return { ok: true, text: `Protected by the console’s rules (version ${String(version)}).` };
}

type Fetch = typeof fetch;

export async function testTeam(
  settings: TeamSettings,
  password: string,
  fetchImpl: Fetch = fetch,
): Promise<TeamTest> {
  const server = settings.url.replace(/\/+$/, '');
  const headers = {
    Authorization: basicAuth(settings.username, password),
    Accept: 'application/json',
  };
  try {
    await fetchImpl(`${server}/`, { headers: { Accept: 'application/json' }, credentials: 'omit' });
  } catch {
    // A fetch that fails may be a server that does not answer, or one that answers
    // without allowing this page's origin. An opaque request tells them apart.
    const opaque = await fetchImpl(`${server}/`, { mode: 'no-cors', credentials: 'omit' }).then(
      () => true,
      () => false,
    );
    return {
      reachable: opaque
        ? {
            ok: false,
            text: `The server answers, but refuses this page (CORS): allow the origin ${location.origin} in the server's CORS settings.`,
          }
        : {
            ok: false,
            text: 'The server could not be reached: check the address and that it is running.',
          },
    };
  }
  const reachable = { ok: true, text: 'The server is reachable and allows this page (CORS).' };
  const session = await fetchImpl(`${server}/_session`, { headers, credentials: 'omit' }).catch(
    () => undefined,
  );
  const body: unknown = await session?.json().catch(() => undefined);
  const name =
    typeof body === 'object' && body !== null && 'userCtx' in body
      ? (body.userCtx as { name?: unknown }).name
      : undefined;
  if (!session || !session.ok || (typeof name === 'string' && name !== settings.username))
    return {
      reachable,
      signedIn: {
        ok: false,
        text: 'Not signed in: the server refused this user name and password.',
      },
    };
  const account = typeof name === 'string' ? name : settings.username;
  const signedIn = { ok: true, text: `Signed in as ${account}.` };
  const db = databaseUrl(settings);
  const probe = `${db}/${encodeURIComponent(`probe:${account}`)}`;
  const current = await fetchImpl(probe, { headers, credentials: 'omit' }).catch(() => undefined);
  if (!current || (current.status !== 200 && current.status !== 404)) {
    return {
      reachable,
      signedIn,
      mayWrite: {
        ok: false,
        text:
          current?.status === 403 || current?.status === 401
            ? `This user may not read the database "${settings.database}": add them to its members.`
            : `The database "${settings.database}" could not be read.`,
      },
    };
  }
  const existing: unknown =
    current.status === 200 ? await current.json().catch(() => undefined) : undefined;
  const rev =
    typeof existing === 'object' && existing !== null && '_rev' in existing
      ? existing._rev
      : undefined;
  const written = await fetchImpl(probe, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({
      ...(rev ? { _rev: rev } : {}),
      kind: 'probe',
      author: account,
      at: new Date().toISOString(),
    }),
  }).catch(() => undefined);
  const mayWrite = written?.ok
    ? { ok: true, text: `May write to the database "${settings.database}".` }
    : written?.status === 404 && current.status === 404
      ? { ok: false, text: `There is no database "${settings.database}" on this server.` }
      : { ok: false, text: `This user may not write to the database "${settings.database}".` };
  const protectedBy = await rulesCheck(db, headers, fetchImpl);
  return { reachable, signedIn, protectedBy, mayWrite };
}
