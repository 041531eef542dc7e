// Connections' public module: the active connection, sending over it, and the
// Demo's facts. Settings (the page) is loaded lazily through the app's routes.
export type { Connection } from './connection';
export { DEMO_CONNECTION } from './connection';
export { connectionStore } from './connection-store';
export { connectionIdForUrl } from './connection-by-url';
export { useActiveConnection, useConnections } from './use-connections';
export type { ConnectionRequest } from './send';
export { provideDemoService } from './demo-service';
export { useKeyPrompt } from './key-prompt';
export { RequestPreview } from './request-preview';
export { demoAffiliates } from './demo';
export { PastedHostNote } from './pasted-host-note';
export { DemoNote } from './demo-note';
// Connections as the team shares them (name and base URL): loads only with a team.
export const loadSharedConnections = () => import('./shared-connections');
