// Learning from sends: a recorded order whose answer named its affiliate teaches
// code → affiliate; a learned record says so; a person's record is never changed.
import { describe, expect, it } from 'vitest';
import { factOf, planLearning } from '../../src/affiliates/learn';
import type { HistoryEntry } from '../../src/history';

const sent = (code: string, body: unknown, result: 'recorded' | 'failed' = 'recorded') =>
  ({
    id: 1,
    startedAt: 1,
    connectionId: 'demo',
    connectionName: 'Demo',
    baseUrl: 'http://x',
    method: 'POST',
    path: `/v1/track/${code}`,
    operation: 'order',
    source: 'form',
    referralCode: code,
    requestBody: {},
    outcome: { result, responseBody: JSON.stringify(body) },
  }) satisfies HistoryEntry;

const answer = { affiliate: { id: 'aff-1001', name: 'Alice Martin', code: 'ALICE10' } };

describe('learning from sends', () => {
  it('reads the affiliate from a recorded answer only', () => {
    expect(factOf(sent('ALICE10', answer))).toEqual({
      code: 'ALICE10',
      affiliateId: 'aff-1001',
      name: 'Alice Martin',
    });
    expect(factOf(sent('ALICE10', answer, 'failed'))).toBeUndefined();
    expect(factOf(sent('ALICE10', { orderId: 'x' }))).toBeUndefined();
  });

  it('adds a learned record, grows it, and never changes one a person typed', () => {
    const fact = { code: 'ALICE10', affiliateId: 'aff-1001', name: 'Alice Martin' };
    const [learned] = planLearning([], [fact], 'now');
    expect(learned).toMatchObject({ name: 'Alice Martin', codes: ['ALICE10'], learned: true });
    if (!learned) throw new Error('nothing learned');
    const grown = planLearning(
      [{ key: learned.key, record: learned, conflicts: [] }],
      [{ ...fact, code: 'ALICE-SUMMER' }],
      'later',
    );
    expect(grown[0]?.codes).toEqual(['ALICE10', 'ALICE-SUMMER']);
    const typed = { ...learned, learned: undefined, name: 'Alice (typed)' };
    expect(
      planLearning(
        [{ key: typed.key, record: typed, conflicts: [] }],
        [{ ...fact, code: 'NEW' }],
        'x',
      ),
    ).toEqual([]);
  });
});
