import { describe, expect, it } from 'vitest';
import { trackPath } from '../../src/api/contract';

describe('trackPath', () => {
  it('encodes the referral code as one path segment', () => {
    expect(trackPath('a/b c')).toBe('/v1/track/a%2Fb%20c');
    expect(trackPath('a.b')).toBe('/v1/track/a.b');
  });

  it.each(['.', '..', '...', ' . ', '', '  '])(
    'refuses %j, which a URL would read as this or the parent folder (or no segment)',
    (code) => {
      expect(() => trackPath(code)).toThrow(/cannot be sent/);
    },
  );
});
