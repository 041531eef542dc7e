// The team database's rules (src/team/rules/validate-doc-update.js, installed by the team
// server as `npm run team-setup` installs them), tried over HTTP with each colleague's own
// credentials: no member rewrites, forges or deletes another's History entry or claim, shared
// records name their writer, a non-member reads and writes nothing, and a claim whose send
// failed is taken over as oneself.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/team/rules/version';
import { ADMIN_PASSWORD, colleagueClaim, withTeamServer, type User } from './team-server';

const team = withTeamServer();

const BASE = 'https://shop.example.com';
let serial = 0;

/** A History entry as a colleague's console shares it: `${browserId}:${id}`, by `author`. */
function historyDoc(author: string, result = 'pending', amount = 120) {
  const key = `${author}s-browser:${String(++serial)}`;
  return {
    _id: `history:${key}`,
    kind: 'history',
    browserId: `${author}s-browser`,
    author,
    authorName: author.toUpperCase(),
    record: {
      key,
      updatedAt: new Date().toISOString(),
      updatedBy: author,
      entry: {
        startedAt: Date.now(),
        connectionName: 'Shop',
        baseUrl: BASE,
        method: 'POST',
        path: '/v1/track/ALICE10',
        operation: 'order',
        source: 'form',
        requestBody: { orderId: `ORD-${String(serial)}`, products: [{ total: amount }] },
        orderId: `ORD-${String(serial)}`,
        sentBy: author.toUpperCase(),
        browserId: `${author}s-browser`,
        outcome: { result },
      },
    },
  };
}

type Doc = Record<string, unknown> & { _id: string };
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** Writes as `user`; resolves the status and, on success, the doc with its new revision. */
async function write<T extends Doc>(doc: T, user: User) {
  const res = await team().put(doc, user);
  const body = await json(res);
  return { status: res.status, body, doc: { ...doc, _rev: body.rev as string } };
}

async function current(id: string): Promise<Doc> {
  const res = await team().request(`/team/${encodeURIComponent(id)}`, {}, 'admin');
  return (await res.json()) as Doc;
}

const remove = (doc: Doc & { _rev: string }, user: User) =>
  team().request(
    `/team/${encodeURIComponent(doc._id)}?rev=${doc._rev}`,
    { method: 'DELETE' },
    user,
  );

describe('History entries', () => {
  it('are refused in another member’s name', async () => {
    const forged = await write(historyDoc('ana'), 'ben');
    expect(forged.status).toBe(403);
    expect(forged.body.reason).toMatch(/author must be the signed-in user/);
    // Ben's name on the entry but Ana's account in updatedBy: refused too.
    const stamped = historyDoc('ben');
    stamped.record.updatedBy = 'ana';
    expect((await write(stamped, 'ben')).status).toBe(403);
  });

  it('are completed only by their author, changing only the outcome, and then never change', async () => {
    const begun = await write(historyDoc('ana'), 'ana');
    expect(begun.status).toBe(201);
    // Ben completes Ana's entry as himself: refused.
    const bens = structuredClone(begun.doc);
    Object.assign(bens, { author: 'ben' });
    bens.record.updatedBy = 'ben';
    bens.record.entry.outcome = { result: 'failed' };
    expect((await write(bens, 'ben')).status).toBe(403);
    // Ana changes the amount while completing: refused.
    const other = structuredClone(begun.doc);
    other.record.entry.outcome = { result: 'recorded' };
    other.record.entry.requestBody.products = [{ total: 1 }];
    expect((await write(other, 'ana')).status).toBe(403);
    // Ana completes it.
    const done = structuredClone(begun.doc);
    Object.assign(done.record.entry.outcome, { result: 'recorded', status: 201 });
    const completed = await write(done, 'ana');
    expect(completed.status).toBe(201);
    // Complete: nobody changes it, its author neither (a different amount, a different outcome).
    const rewritten = structuredClone(completed.doc);
    rewritten.record.entry.outcome = { result: 'failed' };
    expect((await write(rewritten, 'ana')).status).toBe(403);
    const bensRewrite = structuredClone(completed.doc);
    Object.assign(bensRewrite, { author: 'ben' });
    bensRewrite.record.updatedBy = 'ben';
    bensRewrite.record.entry.requestBody.products = [{ total: 9999 }];
    expect((await write(bensRewrite, 'ben')).status).toBe(403);
    expect((await current(done._id)).record).toMatchObject({
      entry: { outcome: { result: 'recorded' } },
    });
  });

  it('are never deleted, by a colleague or by their author', async () => {
    const { doc } = await write(historyDoc('ana', 'recorded'), 'ana');
    expect((await remove(doc, 'ben')).status).toBe(403);
    expect((await remove(doc, 'ana')).status).toBe(403);
    // A tombstone naming its writer, through _bulk_docs: refused as well.
    const bulk = await team().request(
      '/team/_bulk_docs',
      {
        method: 'POST',
        body: JSON.stringify({ docs: [{ ...doc, _deleted: true, author: 'ben' }] }),
      },
      'ben',
    );
    expect(await bulk.json()).toMatchObject([{ error: 'forbidden' }]);
    expect((await current(doc._id))._deleted).toBeUndefined();
  });

  it('must have the shape of an entry', async () => {
    const broken = historyDoc('ben');
    broken.record.entry.outcome = { result: 'sent-twice' };
    expect((await write(broken, 'ben')).status).toBe(403);
    const unknown = { _id: 'secret:1', kind: 'secret', author: 'ben' };
    expect((await write(unknown, 'ben')).status).toBe(403);
  });
});

describe('claims', () => {
  it('are changed and deleted only by their holder, never deleted, never forged', async () => {
    const anas = await write(colleagueClaim(BASE, 'C-1', { author: 'ana', by: 'Ana' }), 'ana');
    expect(anas.status).toBe(201);
    // Ben rewrites it as his own, or as Ana's with an outcome: refused.
    expect((await write({ ...anas.doc, author: 'ben', by: 'Ben' }, 'ben')).status).toBe(403);
    expect((await write({ ...anas.doc, result: 'recorded' }, 'ben')).status).toBe(403);
    expect((await remove(anas.doc, 'ben')).status).toBe(403);
    expect((await remove(anas.doc, 'ana')).status).toBe(403);
    // A new claim in Ana's name, written by Ben: refused.
    const forged = colleagueClaim(BASE, 'C-2', { author: 'ana', by: 'Ana' });
    expect((await write(forged, 'ben')).status).toBe(403);
    // Ana adds her outcome.
    expect((await write({ ...anas.doc, result: 'recorded' }, 'ana')).status).toBe(201);
  });

  it('are taken over once their send failed, as oneself only', async () => {
    const anas = await write(
      colleagueClaim(BASE, 'C-3', { author: 'ana', by: 'Ana', result: 'failed' }),
      'ana',
    );
    const { result: _failed, ...fresh } = anas.doc;
    // In Ana's name still: refused.
    expect((await write({ ...fresh, browserId: 'bens-browser' }, 'ben')).status).toBe(403);
    const taken = await write({ ...fresh, author: 'ben', by: 'Ben', browserId: 'b' }, 'ben');
    expect(taken.status).toBe(201);
    // Now Ben's: Ana cannot take it back while his send has not failed.
    const back = { ...taken.doc, author: 'ana', by: 'Ana' };
    expect((await write(back, 'ana')).status).toBe(403);
  });
});

describe('shared records', () => {
  it('must name the account writing them', async () => {
    const template = (by: string) => ({
      _id: 'template:t-1',
      kind: 'template',
      browserId: 'b',
      author: 'ben',
      record: { key: 't-1', updatedAt: new Date().toISOString(), updatedBy: by, name: 'Mine' },
    });
    expect((await write(template('ana'), 'ben')).status).toBe(403);
    const ok = await write(template('ben'), 'ben');
    expect(ok.status).toBe(201);
    // Ana may change it (settings are the team's), as herself.
    const anas = { ...ok.doc, author: 'ana', record: { ...ok.doc.record, updatedBy: 'ana' } };
    expect((await write(anas, 'ana')).status).toBe(201);
  });
});

it('lets a non-member read and write nothing', async () => {
  for (const path of [
    '/team',
    '/team/_all_docs',
    '/team/_changes',
    '/team/_design/affiliate-console',
  ])
    expect([401, 403]).toContain((await team().request(path, {}, 'dan')).status);
  const put = await team().put(historyDoc('dan'), 'dan');
  expect([401, 403]).toContain(put.status);
  // A member may not change the rules or who the members are.
  const rules = await current('_design/affiliate-console');
  expect(rules.version).toBe(RULES_VERSION);
  const swap = await team().request(
    '/team/_design/affiliate-console',
    { method: 'PUT', body: JSON.stringify({ ...rules, validate_doc_update: 'function(){}' }) },
    'ben',
  );
  expect([401, 403]).toContain(swap.status);
  const security = await team().request('/team/_security', { method: 'PUT', body: '{}' }, 'ben');
  expect([401, 403]).toContain(security.status);
});

it('team-setup upgrades the rules of a prepared database, asking the admin’s password', async () => {
  const run = (password: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/team-setup.mjs', team().url, 'team'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', (code) => {
        resolve({ code, out });
      });
      child.stdin.end(`${password}\n`);
    });
  const refused = await run('wrong');
  expect(refused.code).toBe(1);
  expect(refused.out).not.toContain('wrong');
  const done = await run(ADMIN_PASSWORD);
  expect(done.out).toContain(`upgraded the console's rules from version ${String(RULES_VERSION)}`);
  expect(done.code).toBe(0);
  expect(done.out).not.toContain(ADMIN_PASSWORD);
});
