// Orders' public module: the order rules other features feed (the import, in a
// worker too), so nothing here may touch the DOM or storage. The Record order
// route is in ./page.
export { toOrder } from './to-order';
export { orderFieldLabel } from './field-labels';
export type { OrderDraft, ProductDraft } from './to-order';
// Order templates as the team shares them: loads only when a team is configured.
export const loadSharedTemplates = () => import('./shared-templates');
