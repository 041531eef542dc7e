// The Settings page's connection list and form, loaded lazily by the app's routes.
export { SettingsPage } from './settings-page';
