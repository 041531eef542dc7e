// The Record order route: the first page, imported eagerly by the app's routes.
export { OrderRoute } from './order-route';
