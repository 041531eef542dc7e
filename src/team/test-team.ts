// "Test team connection": four questions asked of the server with plain fetch (no
// PouchDB needed), each answered in words. The password goes only in the
// Authorization header; no cookie is kept.
import { databaseUrl, type TeamSettings } from './team-settings';

type Check = { ok: boolean; text: string };
export interface TeamTest {
  reachable: Check;
  signedIn?: Check;
  mayWrite?: Check;
}

function basicAuth(username: string, password: string) {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
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
  const signedIn = { ok: true, text: `Signed in as ${settings.username}.` };
  const db = databaseUrl(settings);
  const probe = `${db}/${encodeURIComponent(`probe:${settings.username}`)}`;
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
      at: new Date().toISOString(),
    }),
  }).catch(() => undefined);
  const mayWrite = written?.ok
    ? { ok: true, text: `May write to the database "${settings.database}".` }
    : written?.status === 404 && current.status === 404
      ? { ok: false, text: `There is no database "${settings.database}" on this server.` }
      : { ok: false, text: `This user may not write to the database "${settings.database}".` };
  return { reachable, signedIn, mayWrite };
}
