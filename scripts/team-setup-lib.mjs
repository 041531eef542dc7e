// Prepares a team database as the console's rules need it, over HTTP as a server admin:
// the database, its members role in _security (only members read or write it), and the
// design document holding the console's validate_doc_update (src/team/rules/: validate-doc-update.js, version.ts). Shared by
// `npm run team-setup` (a real CouchDB) and `npm run team-server` (the in-memory one).
// Running it again keeps the database and its members and upgrades the rules.
import { readFileSync } from 'node:fs';

const rulesDir = new URL('../src/team/rules/', import.meta.url);
/** The design document's ID; the console reads its `version` ("Test team connection"). */
export const RULES_ID = '_design/affiliate-console';
export const RULES_VERSION = Number(
  /RULES_VERSION = (\d+)/.exec(readFileSync(new URL('version.ts', rulesDir), 'utf8'))?.[1],
);
/** The function's source, from its first line (CouchDB evaluates the bare function). */
export const validateSource = readFileSync(new URL('validate-doc-update.js', rulesDir), 'utf8')
  .replace(/^[\s\S]*?(?=^function)/m, '')
  .trim();

/** The role whose holders are the database's members. */
export const membersRole = (database) => `${database}-members`;

export const basicAuth = (name, password) =>
  `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;

async function call(url, init, ok) {
  const res = await fetch(url, init);
  if (!ok.includes(res.status)) {
    const body = await res.text();
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${body}`);
  }
  return res.status === 404 ? undefined : res.json();
}

/**
 * Creates (or keeps) the database, requires the members role in its _security (keeping
 * members and admins already there), and installs or upgrades the rules. Returns what it did.
 */
/** The Mango index the console's older-History search names (src/team/older-history.ts). */
export const HISTORY_INDEX = { ddoc: 'history-by-time', name: 'kind-startedAt' };

/**
 * `historyDays`: the team's window, the days of History each browser keeps (src/team/team-window.ts
 * reads it); undefined keeps the one set before (none: the console's 90).
 */
export async function prepareTeamDatabase({ server, database, auth, historyDays }) {
  const base = `${server.replace(/\/+$/, '')}/${encodeURIComponent(database)}`;
  const headers = { Authorization: auth, 'Content-Type': 'application/json' };
  const done = [];
  const created = await fetch(base, { method: 'PUT', headers });
  if (created.status === 201) done.push(`created the database "${database}"`);
  else if (created.status !== 412)
    throw new Error(`Could not create the database: ${created.status} ${await created.text()}`);

  const role = membersRole(database);
  const security = (await call(`${base}/_security`, { headers }, [200])) ?? {};
  const members = { names: [], roles: [], ...security.members };
  if (!members.roles.includes(role)) members.roles = [...members.roles, role];
  await call(
    `${base}/_security`,
    {
      method: 'PUT',
      headers,
      body: JSON.stringify({ admins: { names: [], roles: [] }, ...security, members }),
    },
    [200],
  );
  done.push(`only members (role "${role}") may read and write it`);

  const rulesUrl = `${base}/${RULES_ID}`;
  const current = await call(rulesUrl, { headers }, [200, 404]);
  const keptDays = historyDays ?? current?.historyDays;
  await call(
    rulesUrl,
    {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        ...(current?._rev ? { _rev: current._rev } : {}),
        version: RULES_VERSION,
        validate_doc_update: validateSource,
        ...(keptDays === undefined ? {} : { historyDays: keptDays }),
      }),
    },
    [201, 202],
  );
  done.push(
    current
      ? `upgraded the console's rules from version ${String(current.version)} to ${RULES_VERSION}`
      : `installed the console's rules, version ${RULES_VERSION}`,
  );
  done.push(
    keptDays === undefined
      ? 'each browser keeps the last 90 days of the team’s History (--history-days N sets another)'
      : `each browser keeps the last ${keptDays} days of the team’s History`,
  );
  // History older than a browser's window is asked of the server by time (older-history.ts).
  await call(
    `${base}/_index`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        index: { fields: ['kind', 'record.entry.startedAt'] },
        ddoc: HISTORY_INDEX.ddoc,
        name: HISTORY_INDEX.name,
        type: 'json',
      }),
    },
    [200],
  );
  done.push('indexed History by time for searches older than a browser keeps');
  return done;
}
