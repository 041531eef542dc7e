// The Record order route (the first page, imported eagerly by the app's routes)
// and the way other pages open the form with an order in it.
export { OrderRoute } from './order-route';
export { openOrderAsDraft } from './open-draft';
// The order form's editor, for orders from elsewhere (the import's fix dialog), loaded when opened.
export { OrderEditDialog } from './order-edit-lazy';
