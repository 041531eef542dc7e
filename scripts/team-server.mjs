// A CouchDB-protocol team server for development and tests: express-pouchdb (from the
// PouchDB project) over PouchDB's in-memory adapter. Everything is lost when it stops.
// Users come from TEAM_USERS ("name:password,name:password"); every request but the
// welcome and CORS preflights needs one of them (HTTP Basic, as the console sends).
// CORS reflects the caller's origin (TEAM_ALLOW_ORIGINS, comma-separated, narrows it).
// Never for production: see docs/operator-guide.md "A team server: CouchDB 3".
import express from 'express';
import expressPouchDB from 'express-pouchdb';
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import HttpAdapter from 'pouchdb-adapter-http';
import Replication from 'pouchdb-replication';

const port = Number(process.env.TEAM_PORT ?? process.env.PORT ?? 5984);
const users = new Map(
  (process.env.TEAM_USERS ?? 'ana:ana-secret,ben:ben-secret')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter(([name, password]) => name && password),
);
const allowed = process.env.TEAM_ALLOW_ORIGINS?.split(',').map((o) => o.trim());
const databases = (process.env.TEAM_DATABASES ?? 'team').split(',').filter(Boolean);

PouchDB.plugin(MemoryAdapter).plugin(HttpAdapter).plugin(Replication);
const MemoryPouch = PouchDB.defaults({ adapter: 'memory' });

const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin && (!allowed || allowed.includes(origin))) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  }
  if (req.method === 'OPTIONS') return void res.status(204).end();
  next();
});

function userOf(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const name = decoded.slice(0, colon);
  return colon > 0 && users.get(name) === decoded.slice(colon + 1) ? name : undefined;
}

app.get('/', (_req, res) => {
  res.json({ couchdb: 'Welcome', vendor: { name: 'express-pouchdb (in memory)' } });
});
app.use((req, res, next) => {
  const name = userOf(req);
  if (!name)
    return void res
      .status(401)
      .json({ error: 'unauthorized', reason: 'Name or password is incorrect.' });
  if (req.path === '/_session') return void res.json({ ok: true, userCtx: { name, roles: [] } });
  // Only the team's databases: no creating, deleting or listing others.
  const db = decodeURIComponent(req.path.split('/')[1] ?? '');
  if (!databases.includes(db))
    return void res.status(404).json({ error: 'not_found', reason: 'Database does not exist.' });
  const whole = req.path.split('/').filter(Boolean).length === 1;
  if (whole && req.method === 'PUT' && !creating)
    return void res.status(412).json({ error: 'file_exists', reason: 'The database exists.' });
  if (whole && req.method === 'DELETE')
    return void res.status(403).json({ error: 'forbidden', reason: 'Not here.' });
  next();
});
app.use(expressPouchDB(MemoryPouch, { mode: 'minimumForPouchDB', inMemoryConfig: true }));

let creating = true;
const server = app.listen(port, '127.0.0.1', async () => {
  // The team's databases, created through the server itself so that it lists them.
  const [name, password] = [...users][0] ?? [];
  const auth = `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;
  for (const db of databases)
    await fetch(`http://127.0.0.1:${port}/${encodeURIComponent(db)}`, {
      method: 'PUT',
      headers: { Authorization: auth },
    });
  creating = false;
  console.log(
    `Team server (in memory) on http://127.0.0.1:${port}, databases: ${databases.join(', ')}`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
