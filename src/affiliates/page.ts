// The Affiliates page, loaded lazily on first visit (kept apart from index.ts, whose
// imports land wherever the directory's suggestions are used).
export { AffiliatesPage } from './affiliates-page';
