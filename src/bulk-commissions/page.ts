// Commissions › Many affiliates, loaded lazily by the app's routes.
export { BulkCommissionsPage } from './bulk-page';
