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
  it('says success with its status only for an answer that is not a web page', () => {
    expect(plainOutcome(ok('{"ok":true}'), words)).toEqual({
      tone: 'success',
      text: 'Order 1 recorded for ALICE10 · 200 OK',
    });
    expect(plainOutcome(ok('  <!doctype html><title>Console</title>'), words).tone).toBe('unknown');
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
