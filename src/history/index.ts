// History's public module: what other features may use. History stores and
// reads; it never sends (that is outbox/) and knows no form.
export type { HistoryEntry, HistoryOutcome, HistoryOperation } from './history-entry';
export { RESPONSE_LIMIT } from './history-entry';
export type {
  CodeSuggestion,
  CustomerSuggestion,
  ProductSuggestion,
  SuggestionKind,
} from './suggestions';
export {
  beginEntry,
  completeEntry,
  errorName,
  FREE_STORAGE,
  historyProblem,
} from './history-store';
export { describeResult, mayBeRecorded } from './duplicate-lookup';
export {
  fetchEarlierRecording,
  fetchSentOrderIds,
  findSuggestions,
  historyKeys,
  useHistoryEntry,
  useHistoryInvalidation,
} from './queries';
export { historyEntryHref, reopenId, reopenNote } from './reopen';
export type { Reopened } from './reopen-entry';
export { LazyReopenEntry } from './reopen-lazy';
export { HistoryProblemNotice } from './history-problem-notice';
// Insights' reads load with the Insights page, not with the first page.
export const loadInsightReads = () => import('./insight-read');
export type { ChangeRead, InsightSpan } from './insight-read';
export type { CodeRollup, Rollup, RollupResult } from './rollup';
