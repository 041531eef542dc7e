// The Record order route (the first page, imported eagerly by the app's routes)
// and the way other pages open the form with an order in it.
export { OrderRoute } from './order-route';
export { openOrderAsDraft } from './open-draft';
