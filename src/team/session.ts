// Who the team server says is signed in (CouchDB's _session): the account every document
// this console writes to the team carries, and the rules check it against the writer.
// The password goes only in the Authorization header; no cookie is kept.
import type { TeamSettings } from './team-settings';

export function basicAuth(username: string, password: string) {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `Basic ${btoa(binary)}`;
}

/** A refusal or failure, with the HTTP status when the server answered. */
class SessionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The signed-in account's name, as the server knows it. */
export async function signedInAccount(
  settings: Pick<TeamSettings, 'url' | 'username'>,
  password: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const res = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/_session`, {
    headers: { Authorization: basicAuth(settings.username, password), Accept: 'application/json' },
    credentials: 'omit',
  }).catch(() => {
    throw new SessionError('no answer', 0);
  });
  const body: unknown = await res.json().catch(() => undefined);
  const name =
    typeof body === 'object' && body !== null && 'userCtx' in body
      ? (body.userCtx as { name?: unknown }).name
      : undefined;
  if (!res.ok || typeof name !== 'string' || name === '')
    throw new SessionError('user name or password refused', res.status || 401);
  return name;
}
