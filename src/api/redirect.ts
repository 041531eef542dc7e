// Requests never follow a redirect (it would carry the key to wherever it
// points, and a 302 turns a POST into a GET). A redirect is its own failure.

/** The absolute address a Location header names, or undefined when it names none. */
function resolveLocation(location: string | null, url: string): string | undefined {
  if (!location) return undefined;
  try {
    return new URL(location, url).href;
  } catch {
    return location;
  }
}

function redirectMessage(status: number, location: string | undefined): string {
  const where =
    status === 0
      ? 'The service answered with a redirect; the browser hides where to, as the console does not follow it.'
      : location
        ? `The service answered ${status}, a redirect to ${location}.`
        : `The service answered ${status}, a redirect, without saying where to.`;
  return `${where} The console follows no redirects: the request and the service key were not sent there. Check the connection's Base URL (for example http:// for https://, or a missing path before /v1).`;
}

export interface Redirect {
  /** 0 when the browser hides the redirect (an opaque redirect). */
  status: number;
  location?: string;
  message: string;
}

/** Any 3xx, an opaque redirect, or an answer from another address than the one asked. */
export function redirectOf(response: Response, url: string): Redirect | undefined {
  const moved = response.redirected || (response.url !== '' && response.url !== url);
  const threeXx = response.status >= 300 && response.status < 400;
  if (response.type !== 'opaqueredirect' && !threeXx && !moved) return undefined;
  const location = threeXx
    ? resolveLocation(response.headers.get('location'), url)
    : moved
      ? response.url
      : undefined;
  const status = response.type === 'opaqueredirect' ? 0 : response.status;
  return { status, ...(location ? { location } : {}), message: redirectMessage(status, location) };
}
