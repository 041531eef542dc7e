import { describe, expect, it } from 'vitest';
import { serviceKeyProblem } from '../../src/api/service-key';

describe('serviceKeyProblem', () => {
  it.each(['demo-key', 'a b', 'sk_live_0123456789', 'Zürich-Schlüssel', '!#$%&*+-.^_`|~'])(
    'accepts %j',
    (key) => {
      expect(serviceKeyProblem(key)).toBeUndefined();
    },
  );

  it.each([
    ['', /Enter the service key/],
    [' key', /starts or ends with a space/],
    ['key\n', /starts or ends with a space/],
    ['key\u00a0', /starts or ends with a space/],
    ['ke\ty', /character 3 is a control character/],
    ['k\u0085ey', /character 2 is a control character/],
    ['key\u2019s', /character 4 cannot go in an HTTP header/],
    ['🔑key', /character 1 cannot go in an HTTP header/],
  ])('refuses %j', (key, message) => {
    expect(serviceKeyProblem(key)).toMatch(message);
  });

  it('never repeats the key, not even the character at fault', () => {
    expect(serviceKeyProblem('secret\u2603')).not.toMatch(/secret|\u2603/);
  });
});
