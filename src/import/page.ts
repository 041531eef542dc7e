// The Import page, loaded lazily by the app's routes.
export { ImportPage } from './import-page';
