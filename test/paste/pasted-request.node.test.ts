import { describe, expect, it } from 'vitest';
import { parseCurl, readPaste, shellWords } from '../../src/paste';

const BODY = '{"orderId":"ORD-1","products":[{"id":"SKU-1","quantity":2,"subTotal":20}]}';
const PARSED = JSON.parse(BODY) as unknown;

function curlBody(command: string) {
  const read = readPaste(command);
  if (!read.ok) throw new Error(read.problem);
  return read.request;
}

describe('cURL commands', () => {
  it('reads Postman’s Copy as cURL: --location, --header lines, --data, continuations', () => {
    const postman = `curl --location 'https://api.example.com/v1/track/ALICE10' \\
--header 'Content-Type: application/json' \\
--header 'X-Service-Key: s3cr3t-value' \\
--data '${BODY}'`;
    const r = curlBody(postman);
    expect(r.source).toBe('curl');
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/track/ALICE10');
    expect(r.referralCode).toBe('ALICE10');
    expect(r.operation).toBe('order');
    expect(r.body).toEqual(JSON.parse(BODY));
    expect(r.keyIgnored).toBe(true);
    expect(JSON.stringify(r)).not.toContain('s3cr3t');
  });

  it('reads Hoppscotch’s: --request POST, --url, --data-raw', () => {
    const hoppscotch = `curl --request POST \\
  --url https://api.example.com/v1/track/CLARA-25 \\
  --header 'content-type: application/json' \\
  --data-raw '${BODY}'`;
    const r = curlBody(hoppscotch);
    expect(r.method).toBe('POST');
    expect(r.referralCode).toBe('CLARA-25');
    expect(r.body).toEqual(JSON.parse(BODY));
    expect(r.keyIgnored).toBe(false);
  });

  it.each([
    ['-d', `curl -X POST https://h/v1/track/A -d '${BODY}'`],
    ['--data-binary', `curl https://h/v1/track/A --data-binary '${BODY}'`],
    ['-XPOST and -d attached', `curl -XPOST https://h/v1/track/A -d'${BODY}'`],
    ['--json', `curl https://h/v1/track/A --json '${BODY}'`],
  ])('reads %s', (_name, command) => {
    const r = curlBody(command);
    expect(r.body).toEqual(JSON.parse(BODY));
    expect(r.method).toBe('POST');
    expect(r.referralCode).toBe('A');
  });

  it('URL-decodes the referral code from the path, with a query after it', () => {
    expect(curlBody(`curl 'https://h/v1/track/CAF%C3%89%2010?x=1' -d '{}'`).referralCode).toBe(
      'CAFÉ 10',
    );
  });

  it('reads a double-quoted body with \\" escapes (Windows and Chrome copies)', () => {
    const r = curlBody(
      String.raw`curl "https://h/v1/track/A" -H "Content-Type: application/json" --data-raw "{\"orderId\":\"O-\$1\",\"notes\":\"a \\\\ b\",\"products\":[]}"`,
    );
    expect(r.body).toEqual({ orderId: 'O-$1', notes: 'a \\ b', products: [] });
  });

  it("reads a single-quoted body with '\\'' for an apostrophe", () => {
    const r = curlBody(
      `curl https://h/v1/track/A --data '{"notes":"it'\\''s paid","products":[]}'`,
    );
    expect(r.body).toEqual({ notes: "it's paid", products: [] });
  });

  it("reads $'…' ANSI-C quoting", () => {
    const r = curlBody(
      `curl https://h/v1/track/A --data-raw $'{"notes":"it\\'s\\u00e9\\\\n","products":[]}'`,
    );
    expect(r.body).toEqual({ notes: "it'sé\n", products: [] });
  });

  it('joins several data options with & as curl does', () => {
    expect(parseCurl("curl h -d 'a=1' -d 'b=2'")).toMatchObject({
      ok: true,
      request: { body: 'a=1&b=2' },
    });
  });

  it.each([
    ['-H X-Service-Key', "curl https://h/v1/track/A -H 'X-Service-Key: k-123' -d '{}'"],
    ['Authorization', "curl https://h/v1/track/A -H 'Authorization: Bearer k-123' -d '{}'"],
    ['x-api-key', "curl https://h/v1/track/A --header 'x-api-key:k-123' -d '{}'"],
    ['-u', "curl -u admin:k-123 https://h/v1/track/A -d '{}'"],
  ])('drops a key (%s) and says so, keeping nothing of it', (_name, command) => {
    const r = curlBody(command);
    expect(r.keyIgnored).toBe(true);
    expect(JSON.stringify(r)).not.toContain('k-123');
    expect(r.path).toBe('/v1/track/A');
  });

  it('says why a command is not understood', () => {
    expect(readPaste('curl https://h/v1/track/A -d \'{"a": 1')).toEqual({
      ok: false,
      problem: expect.stringContaining('single quote') as unknown,
    });
    expect(readPaste('curl https://h/v1/track/A')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no body') as unknown,
    });
    expect(readPaste('curl https://h/v1/track/A --data-binary @order.json')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('from a file') as unknown,
    });
    const bad = readPaste("curl https://h -H 'X-Service-Key: k-123' -d '{\"a\": k-123}'");
    expect(bad).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not valid JSON') as unknown,
    });
    expect(JSON.stringify(bad)).not.toContain('k-123');
  });
});

describe('shell words', () => {
  it('splits on blanks, joins quoted parts and backslash-newline continuations', () => {
    expect(shellWords(`a 'b c'"d"e \\\n  f\\ g`)).toEqual({
      ok: true,
      words: ['a', 'b cde', 'f g'],
    });
  });
});

describe('JSON and History entries', () => {
  it('reads a JSON body as is', () => {
    expect(curlBody(BODY)).toMatchObject({
      source: 'json',
      body: PARSED,
      path: undefined,
    });
  });

  it('reads a History export entry: path, code, body and unit prices', () => {
    const entry = {
      id: 4,
      startedAt: 1,
      connectionName: 'Demo',
      method: 'POST',
      path: '/v1/track/BOBBIKES',
      operation: 'order',
      requestBody: JSON.parse(BODY) as unknown,
      unitPrices: [10],
      outcome: { result: 'recorded', status: 200 },
    };
    for (const pasted of [JSON.stringify(entry), JSON.stringify([entry], null, 2)])
      expect(curlBody(pasted)).toMatchObject({
        source: 'history',
        referralCode: 'BOBBIKES',
        body: PARSED,
        unitPrices: [10],
      });
    expect(readPaste(JSON.stringify([entry, entry]))).toMatchObject({ ok: false });
  });

  it('names a commission update by its path', () => {
    expect(
      curlBody(`curl -X PATCH https://h/v1/affiliates/commissions -d '{"id":"aff-1"}'`),
    ).toMatchObject({ method: 'PATCH', operation: 'commissions', referralCode: undefined });
  });

  it('refuses text that is no request', () => {
    expect(readPaste('hello')).toMatchObject({ ok: false });
    expect(readPaste('   ')).toMatchObject({ ok: false });
  });
});
