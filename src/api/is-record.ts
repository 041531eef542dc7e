/** A JSON object (not null, not an array): what a body or a pasted value must be to be read by key. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
