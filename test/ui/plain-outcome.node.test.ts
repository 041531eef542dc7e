import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../src/api/client';
import { plainOutcome } from '../../src/ui/plain-outcome';

const words = {
  success: 'Order 1 recorded for ALICE10',
  failure: 'Order 1 not recorded',
  subject: 'The order',
  applied: 'recorded',
};
const ok = (text: string): Outcome => ({
  kind: 'success',
  status: 200,
  headers: {},
  body: { kind: 'text', text },
  durationMs: 1,
});

describe('plainOutcome', () => {
  it('says success with its status, and a web page or a gateway’s answer as unknown', () => {
    expect(plainOutcome(ok('{"ok":true}'), words)).toEqual({
      tone: 'success',
      text: 'Order 1 recorded for ALICE10 · 200 OK',
    });
    const page: Outcome = {
      kind: 'unconfirmed',
      reason: 'not-service',
      status: 200,
      headers: {},
      body: { kind: 'text', text: '<!doctype html><title>Console</title>' },
      durationMs: 1,
    };
    expect(plainOutcome(page, words).tone).toBe('unknown');
    expect(plainOutcome({ ...page, reason: 'gateway', status: 504 }, words)).toMatchObject({
      tone: 'unknown',
      text: expect.stringContaining('504') as unknown,
    });
  });

  it('says a failure with its status, and an answer that never came as unknown', () => {
    const failed: Outcome = {
      kind: 'http-error',
      status: 409,
      headers: {},
      body: { kind: 'empty' },
      durationMs: 1,
    };
    expect(plainOutcome(failed, words)).toEqual({
      tone: 'failure',
      text: 'Order 1 not recorded · 409 Conflict',
    });
    const lost = plainOutcome({ kind: 'timeout', timeoutMs: 30_000, durationMs: 30_000 }, words);
    expect(lost.tone).toBe('unknown');
    expect(lost.text).toContain('may have been recorded');
  });
});
