// History's public module: what other features may use. History stores and
// reads; it never sends (that is outbox/) and knows no form.
export type { HistoryEntry, HistoryOutcome } from './history-entry';
export { RESPONSE_LIMIT } from './history-entry';
export type {
  CodeSuggestion,
  CustomerSuggestion,
  ProductSuggestion,
  SuggestionKind,
} from './suggestions';
export { beginEntry, completeEntry, errorName, FREE_STORAGE, onLocalEntry } from './history-store';
export { describeResult } from './duplicate-lookup';
export {
  fetchEarlierRecording,
  fetchSentOrderIds,
  findSuggestions,
  historyKeys,
  useHistoryInvalidation,
} from './queries';
export { historyEntryHref, reopenId, reopenNote } from './reopen';
export type { Reopened } from './reopen-entry';
export { LazyReopenEntry } from './reopen-lazy';
export { HistoryProblemNotice } from './history-problem-notice';
// Insights' reads load with the Insights page, not with the first page.
export const loadInsightReads = () => import('./insight-read');
export type { Rollup } from './rollup';
// History as the team shares it: loads only when a team is configured.
export const loadSharedHistory = () => import('./shared-history');
// The affiliate directory's reads (learning, statements) load with its page.
export const loadAffiliateReads = () => import('./affiliate-read');
// A statement's or Insights' period older than this browser keeps: asked of the team server.
export { OlderTeamNotice } from './older-team-notice-lazy';
