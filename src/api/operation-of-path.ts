// The other way from ./requests: which operation a request's path names, for a request a
// person pastes (a cURL command, a History entry). Apart from ./requests, so the first page
// does not carry it. The path may sit under a prefix (a proxy's /api) and end in a slash.
import { commissionsPath, TRACK_PREFIX } from './wire';

type PathOperation = { operation: 'order'; referralCode: string } | { operation: 'commissions' };

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const TRACK = new RegExp(`${escaped(TRACK_PREFIX)}([^/]+)/?$`);
const COMMISSIONS = new RegExp(`${escaped(commissionsPath)}/?$`);

/** The operation, with the referral code URL-decoded (as written when it does not decode). */
export function operationOfPath(path: string): PathOperation | undefined {
  const code = TRACK.exec(path)?.[1];
  if (code !== undefined) {
    try {
      return { operation: 'order', referralCode: decodeURIComponent(code) };
    } catch {
      return { operation: 'order', referralCode: code };
    }
  }
  return COMMISSIONS.test(path) ? { operation: 'commissions' } : undefined;
}
