// The send path's public module, apart from connections/index.ts: the first page imports
// that barrel, and the HTTP client behind these loads only with the first send.
export { missingKey, sendOverConnection } from './send';
