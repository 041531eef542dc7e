// History's lazily loaded UI (kept apart from index.ts, whose imports land in
// the first page load): the History page and its part of Settings.
export { HistoryPage } from './history-page';
export { HistorySettings } from './history-settings';
export { ReopenEntry } from './reopen-entry';
