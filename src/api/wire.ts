// The wire's constants and paths (shared/seeds/000_47f31958d2189ca8.txt), without the
// zod schemas of ./contract: the first page loads these, the schemas load after it.
export const CONTENT_TYPE = 'application/json-patch+json';
export const KEY_HEADER = 'X-Service-Key';

/**
 * A referral code of only dots and spaces is no code: `.` and `..` are read by URLs as
 * "this folder" and "the folder above" (POST /v1/track/.. goes to /v1/), and blanks name nothing.
 */
export const isDotsAndSpaces = (code: string) => /^[.\s]*$/.test(code);
export const DOTS_AND_SPACES =
  'A referral code cannot be only dots and spaces: in an address, "." and ".." mean "this folder" and "the one above", so the order would go elsewhere.';

/** Where orders go: the referral code follows it as one path segment. */
export const TRACK_PREFIX = '/v1/track/';

/** The path for one referral code; throws for a code that would not stay one path segment. */
export function trackPath(code: string): string {
  if (isDotsAndSpaces(code))
    throw new Error(`This referral code cannot be sent. ${DOTS_AND_SPACES}`);
  return `${TRACK_PREFIX}${encodeURIComponent(code)}`;
}
export const commissionsPath = '/v1/affiliates/commissions';
