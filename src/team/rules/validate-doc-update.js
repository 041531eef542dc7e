// The team database's rules (CouchDB runs this on every write, replicated ones included;
// only a database admin can install or remove it). Shipped by the console and installed by
// `npm run team-setup`; its version is the design document's `version` (version.ts).
// Kept to ES5 for CouchDB's JavaScript engine. Refusals name the rule in plain words.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CouchDB calls it: team-setup installs it as text.
function validateDocUpdate(newDoc, oldDoc, userCtx) {
  var me = userCtx.name;
  if (userCtx.roles.indexOf('_admin') !== -1) return;
  if (!me) throw { unauthorized: 'Sign in to write to the team database.' };
  var id = newDoc._id;
  var colon = id.indexOf(':');
  var kind = colon < 0 ? id : id.slice(0, colon);
  var RECORDS = ['last-set', 'type-labels', 'template', 'connection', 'import-preset', 'affiliate'];
  function refuse(why) {
    throw { forbidden: why };
  }
  function isText(v) {
    return typeof v === 'string' && v.length > 0;
  }
  function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
  // Order-insensitive equality of two JSON values.
  function same(a, b) {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    var ka = Object.keys(a);
    var kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (var i = 0; i < ka.length; i++) {
      if (!Object.prototype.hasOwnProperty.call(b, ka[i]) || !same(a[ka[i]], b[ka[i]]))
        return false;
    }
    return true;
  }
  function without(o, field) {
    var copy = {};
    for (var k in o) if (k !== field) copy[k] = o[k];
    return copy;
  }
  var old = oldDoc && !oldDoc._deleted ? oldDoc : null;

  if (newDoc._deleted) {
    if (kind === 'history') refuse('A History entry shared with the team is never deleted.');
    if (kind === 'claim') refuse('A claim on an order ID is never deleted.');
    if (newDoc.author !== me) refuse('A deletion must name its author, the signed-in user.');
    return;
  }
  if (newDoc.kind !== kind) refuse("The document's kind does not match its ID.");
  if (newDoc.author !== me) refuse('The author must be the signed-in user (' + me + ').');

  if (kind === 'probe') {
    if (id !== 'probe:' + me) refuse('A connection test writes only its own probe.');
    return;
  }

  if (kind === 'claim') {
    if (
      !isText(newDoc.connectionUrl) ||
      !isText(newDoc.orderId) ||
      !isText(newDoc.at) ||
      !isText(newDoc.browserId) ||
      typeof newDoc.by !== 'string'
    )
      refuse('A claim needs its service, order ID, time, browser and holder.');
    if (id !== 'claim:' + encodeURIComponent(newDoc.connectionUrl) + ':' + newDoc.orderId)
      refuse("A claim's ID must be made of its service and order ID.");
    if (
      newDoc.result !== undefined &&
      ['recorded', 'failed', 'unknown'].indexOf(newDoc.result) === -1
    )
      refuse("A claim's outcome is recorded, failed or unknown.");
    if (!old || old.author === me) return;
    if (old.result === 'failed' && newDoc.result === undefined) return;
    refuse('Only its holder may change a claim (or anyone may take it over once its send failed).');
  }

  var record = newDoc.record;
  if (
    !isObject(record) ||
    !isText(record.key) ||
    !isText(record.updatedAt) ||
    !isText(newDoc.browserId)
  )
    refuse('A shared record needs its key, time and browser.');
  if (id !== kind + ':' + record.key)
    refuse("A shared record's ID must be made of its kind and key.");
  if (record.updatedBy !== me)
    refuse('A shared record must be stamped by the signed-in user (' + me + ').');

  if (kind === 'history') {
    var entry = record.entry;
    if (
      !isObject(entry) ||
      typeof entry.startedAt !== 'number' ||
      !isText(entry.baseUrl) ||
      !isText(entry.path) ||
      ['order', 'commissions'].indexOf(entry.operation) === -1 ||
      !isObject(entry.outcome) ||
      ['pending', 'recorded', 'failed', 'unknown'].indexOf(entry.outcome.result) === -1
    )
      refuse('A History entry needs its time, service, request and outcome.');
    if (!old) return;
    if (old.author !== me) refuse('Only its author may complete a History entry.');
    var before = old.record && old.record.entry;
    if (!isObject(before) || !isObject(before.outcome) || before.outcome.result !== 'pending')
      refuse('A complete History entry is never changed.');
    if (!same(without(entry, 'outcome'), without(before, 'outcome')))
      refuse('Completing a History entry changes only its outcome.');
    return;
  }

  if (RECORDS.indexOf(kind) === -1)
    refuse('The team database holds no documents of kind "' + kind + '".');
}
