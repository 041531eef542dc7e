// A CouchDB-protocol team server for development and tests: express-pouchdb (from the
// PouchDB project) in its CouchDB mode over PouchDB's in-memory adapter: _users, _session,
// _security and validate_doc_update on every write, as CouchDB checks them. Everything is
// lost when it stops. Accounts come from TEAM_USERS ("name:password,name:password");
// members of the team database from TEAM_MEMBERS (names, default: every user). The database
// is prepared as `npm run team-setup` prepares one (scripts/team-setup-lib.mjs).
// The server admin is "admin" with TEAM_ADMIN_PASSWORD (default: a random one, never shown).
// CORS reflects the caller's origin (TEAM_ALLOW_ORIGINS, comma-separated, narrows it).
// Never for production: see docs/operator-guide.md "A team server: CouchDB 3".
import { randomUUID } from 'node:crypto';
import { devNull } from 'node:os';
import express from 'express';
import expressPouchDB from 'express-pouchdb';
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import HttpAdapter from 'pouchdb-adapter-http';
import Replication from 'pouchdb-replication';
import Find from 'pouchdb-find';
import { basicAuth, membersRole, prepareTeamDatabase } from './team-setup-lib.mjs';

const port = Number(process.env.TEAM_PORT ?? process.env.PORT ?? 5984);
const users = new Map(
  (process.env.TEAM_USERS ?? 'ana:ana-secret,ben:ben-secret')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter(([name, password]) => name && password),
);
const members = process.env.TEAM_MEMBERS?.split(',').filter(Boolean) ?? [...users.keys()];
const allowed = process.env.TEAM_ALLOW_ORIGINS?.split(',').map((o) => o.trim());
const databases = (process.env.TEAM_DATABASES ?? 'team').split(',').filter(Boolean);
const adminPassword = process.env.TEAM_ADMIN_PASSWORD || randomUUID();

// Find: Mango queries (`_find`, `_index`), as CouchDB answers History older than a browser's window.
PouchDB.plugin(MemoryAdapter).plugin(HttpAdapter).plugin(Replication).plugin(Find);
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
// Until its accounts and database are prepared, the server answers only its own preparation
// (as the admin): the e2e harness waits for "/" to answer before the first sign-in.
const adminAuth = basicAuth('admin', adminPassword);
let ready = false;
app.use((req, res, next) => {
  if (ready || req.headers.authorization === adminAuth) return next();
  res.status(503).json({ error: 'starting', reason: 'The team server is starting.' });
});
// CouchDB filters a changes feed by a Mango selector sent in the body (`filter=_selector`,
// as PouchDB's pull with `selector` asks); express-pouchdb reads only `doc_ids` from that
// body, so the selector is handed on to its changes feed here, as CouchDB would use it.
app.post('/:db/_changes', express.json({ limit: '1mb' }), (req, res, next) => {
  if (req.query.filter === '_selector' && req.body && typeof req.body.selector === 'object')
    req.query.selector = req.body.selector;
  next();
});
// Its log goes nowhere (by default it writes ./log.txt in the working directory).
const couch = expressPouchDB(MemoryPouch, {
  mode: 'fullCouchDB',
  inMemoryConfig: true,
  logPath: devNull,
});
keepReplicatedHistories(couch);
app.use(couch);

/**
 * pouchdb-validation (express-pouchdb's validate_doc_update) overwrites each written
 * document's `_revisions` with the stored document's before it validates. For a replicated
 * write (`new_edits: false`) that history is what says where the new revision goes, so every
 * replicated update or deletion of an existing document was acknowledged and then dropped.
 * CouchDB keeps the replicator's history; so does this server: a replicated document's
 * `_revisions` is fixed before the validation runs (the outermost bulkDocs handler).
 */
function keepReplicatedHistories(app) {
  app.dbWrapper.registerWrapper((name, db, next) => {
    db.bulkDocs._handlers?.unshift((bulkDocs, args) => {
      if (args.options.new_edits === false)
        for (const doc of args.docs) {
          const revisions = doc._revisions;
          if (revisions === undefined) continue;
          Object.defineProperty(doc, '_revisions', {
            get: () => revisions,
            set() {
              // pouchdb-validation's overwrite: ignored.
            },
            enumerable: true,
            configurable: true,
          });
        }
      return bulkDocs();
    });
    next();
  });
}

const server = app.listen(port, '127.0.0.1', async () => {
  const url = `http://127.0.0.1:${port}`;
  const auth = adminAuth;
  const headers = { Authorization: auth, 'Content-Type': 'application/json' };
  try {
    // The end of "admin party": from here on, only the admin manages the server.
    await new Promise((resolve, reject) =>
      couch.couchConfig.set('admins', 'admin', adminPassword, (e) => (e ? reject(e) : resolve())),
    );
    for (const [name, password] of users) {
      const roles = members.includes(name) ? databases.map(membersRole) : [];
      const put = await fetch(`${url}/_users/org.couchdb.user:${encodeURIComponent(name)}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          _id: `org.couchdb.user:${name}`,
          name,
          password,
          roles,
          type: 'user',
        }),
      });
      if (!put.ok) throw new Error(`user ${name}: ${put.status} ${await put.text()}`);
    }
    for (const database of databases) await prepareTeamDatabase({ server: url, database, auth });
    ready = true;
  } catch (e) {
    console.error('The team server could not prepare its database:', e);
    process.exit(1);
  }
  console.log(`Team server (in memory) on ${url}, databases: ${databases.join(', ')}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
