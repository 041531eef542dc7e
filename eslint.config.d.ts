// Types for what tests read of eslint.config.js.
/** What each folder may import, besides api/, ui/, lib/ and its own files. */
export declare const ALLOWED: Record<string, readonly string[]>;
declare const config: unknown;
export default config;
