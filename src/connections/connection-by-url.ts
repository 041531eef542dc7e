// Connections are shared by base URL: a colleague's record (a History entry, a last-set
// commission) lands on this browser's connection to the same service.
import { connectionStore } from './connection-store';

const normal = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

/** This browser's connection (never the Demo) to the service at `baseUrl`, if it has one. */
export const connectionIdForUrl = (baseUrl: string) =>
  connectionStore
    .getSnapshot()
    .connections.find((c) => !c.demo && normal(c.baseUrl) === normal(baseUrl))?.id;
