// Settings → Team, loaded lazily with the Settings page.
export { TeamSection } from './team-section';
