import { CONTENT_TYPE, KEY_HEADER } from './wire';
import { joinUrl } from './client';

/** The shell variable a masked cURL command reads the key from. */
export const KEY_VARIABLE = 'SERVICE_KEY';

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A copy-pasteable cURL command. Without a key it reads $SERVICE_KEY, so the key never lands in it. */
export function curlCommand(opts: {
  method: string;
  baseUrl: string;
  path: string;
  body: unknown;
  serviceKey?: string;
}): string {
  const keyHeader =
    opts.serviceKey === undefined
      ? `"${KEY_HEADER}: $${KEY_VARIABLE}"`
      : shellQuote(`${KEY_HEADER}: ${opts.serviceKey}`);
  return [
    `curl -X ${opts.method} ${shellQuote(joinUrl(opts.baseUrl, opts.path))}`,
    `  -H ${keyHeader}`,
    `  -H ${shellQuote(`Content-Type: ${CONTENT_TYPE}`)}`,
    `  -H ${shellQuote('Accept: application/json')}`,
    `  --data-raw ${shellQuote(JSON.stringify(opts.body))}`,
  ].join(' \\\n');
}
