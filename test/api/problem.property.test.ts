// Problem parsing reads whatever a service sends: it never throws, whatever the
// shape, depth or keys, and a key such as __proto__ is an ordinary field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProblem } from '../../src/api/problem';

const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  'Products[3].Quantity',
  '$.__proto__.x',
  '',
  '[]',
  '$',
);
const key = fc.oneof(hostileKey, fc.string());

/** Any JSON value whose object keys are often hostile. */
const { value: hostileJson } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

/** JSON.stringify as it is: undefined has no JSON. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

/** Wraps a value in `levels` arrays or objects, as JSON.parse would build it. */
function nest(inner: unknown, levels: number, asObject: boolean): unknown {
  let text = stringify(inner) ?? 'null';
  for (let i = 0; i < levels; i++) text = asObject ? `{"errors":${text}}` : `[${text}]`;
  return JSON.parse(text) as unknown;
}

/** JSON.parse keeps "__proto__" as an own key, as a service's body would have it. */
const parsed = (value: unknown) => JSON.parse(stringify(value) ?? 'null') as unknown;

describe('parseProblem (property)', () => {
  it('never throws on any JSON, and gives strings only', () => {
    fc.assert(
      fc.property(hostileJson, (value) => {
        const result = parseProblem(parsed(value));
        if (result === undefined) return;
        expect(typeof result.message).toBe('string');
        for (const messages of Object.values(result.fieldErrors))
          for (const m of messages) expect(typeof m).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a problem whose errors hold any JSON under any key', () => {
    fc.assert(
      fc.property(fc.dictionary(key, hostileJson, { maxKeys: 8 }), fc.string(), (errors, title) => {
        const body = parsed({ title, errors });
        const result = parseProblem(body);
        const sent = Object.keys(errors).filter((k) => {
          const v = errors[k];
          return (
            typeof v === 'string' || (Array.isArray(v) && v.some((m) => typeof m === 'string'))
          );
        });
        // Every key that carried a message is there, however it is spelt.
        if (sent.length > 0)
          expect(Object.keys(result?.fieldErrors ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on bodies nested up to 100,000 levels deep', () => {
    fc.assert(
      fc.property(
        hostileJson,
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (inner, levels, asObject) => {
          expect(() => parseProblem(nest(inner, levels, asObject))).not.toThrow();
          const deep = nest(inner, levels, asObject);
          expect(() => parseProblem({ title: 't', errors: deep })).not.toThrow();
          expect(() => parseProblem({ title: 't', errors: { quantity: deep } })).not.toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads __proto__, constructor and toString as ordinary fields', () => {
    const result = parseProblem(
      JSON.parse('{"errors":{"__proto__":["a"],"constructor":"b","toString":[{"message":"c"}]}}'),
    );
    expect(Object.entries(result?.fieldErrors ?? {})).toEqual([
      ['__proto__', ['a']],
      ['constructor', ['b']],
      ['toString', ['c']],
    ]);
  });
});
