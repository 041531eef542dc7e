// Where the team pull starts from one page load to the next (src/team/pull-start.ts): the same
// start, and so PouchDB's checkpoint, while the window is no wider; a wider one from the first
// change; a start a month behind moves up and goes on from the change the pull had reached.
import { beforeEach, expect, it } from 'vitest';
import { pullStart } from '../../src/team/pull-start';

const DAY = 86_400_000;
const replica = 'ac-team:http://team.test/team';
const now = Date.UTC(2026, 10, 28);

beforeEach(() => {
  localStorage.clear();
});

it('keeps its start while the window is no wider, and starts anew when it is', () => {
  const first = pullStart(replica, now - 90 * DAY);
  first.reached(17);
  const later = pullStart(replica, now + 1000 - 90 * DAY);
  expect(later).toMatchObject({ from: now - 90 * DAY, since: undefined });
  const narrower = pullStart(replica, now - 75 * DAY);
  expect(narrower).toMatchObject({ from: now - 90 * DAY, since: undefined });

  const wider = pullStart(replica, now - 365 * DAY);
  expect(wider).toMatchObject({ from: now - 365 * DAY, since: undefined });
});

it('moves a start a month behind up, going on from the change reached', () => {
  pullStart(replica, now - 90 * DAY).reached('42-g1AAAA');
  const aMonthOn = pullStart(replica, now + 31 * DAY - 90 * DAY);
  expect(aMonthOn).toMatchObject({ from: now + 31 * DAY - 90 * DAY, since: '42-g1AAAA' });
  // The next load keeps the moved start, and the checkpoint it made decides.
  expect(pullStart(replica, now + 32 * DAY - 90 * DAY)).toMatchObject({
    from: now + 31 * DAY - 90 * DAY,
    since: undefined,
  });
});

it('a month behind with no change reached yet keeps its start (its checkpoint holds)', () => {
  pullStart(replica, now - 90 * DAY);
  expect(pullStart(replica, now + 31 * DAY - 90 * DAY)).toMatchObject({
    from: now - 90 * DAY,
    since: undefined,
  });
});

it('a new start reads the window first, one cut short goes on from its page, then the pull', () => {
  const first = pullStart(replica, now - 90 * DAY);
  expect(first).toMatchObject({ readFirst: true, readFrom: undefined });
  first.caughtUpTo({ seq: '17-g1AAAA', after: now - 60 * DAY });
  // The page closed mid-read: the next load goes on from the page it reached.
  const again = pullStart(replica, now + 1000 - 90 * DAY);
  expect(again).toMatchObject({
    from: now - 90 * DAY,
    readFirst: true,
    readFrom: { seq: '17-g1AAAA', after: now - 60 * DAY },
  });
  expect(again.caughtUp('17-g1AAAA')).toBe('17-g1AAAA');
  // Read whole: later loads pull from the checkpoint, with no read first.
  expect(pullStart(replica, now + 2000 - 90 * DAY)).toMatchObject({
    from: now - 90 * DAY,
    readFirst: false,
    since: undefined,
  });
  // A wider window reads its History first again; a server that cannot, leaves it to the pull.
  const wider = pullStart(replica, now - 365 * DAY);
  expect(wider.readFirst).toBe(true);
  wider.pullInstead();
  expect(pullStart(replica, now - 365 * DAY).readFirst).toBe(false);
});

it('a start kept under the old selector goes on from the change reached, under the new name', () => {
  // What a browser kept before the pull left its own History out: no shape.
  localStorage.setItem(
    `ac.team.pull.${replica}`,
    JSON.stringify({ from: now - 90 * DAY, seq: 42 }),
  );
  const upgraded = pullStart(replica, now + 1000 - 90 * DAY);
  expect(upgraded).toMatchObject({ from: now - 90 * DAY, since: 42, readFirst: false });
  // Once: the new replication's own checkpoint decides from the next load on.
  expect(pullStart(replica, now + 2000 - 90 * DAY)).toMatchObject({
    from: now - 90 * DAY,
    since: undefined,
  });
});
