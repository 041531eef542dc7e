// The team's public module: settings, claims for the duplicate guard, "sent by" stamps,
// and the hand-over of shared collections. PouchDB is not here: it loads with the
// engine, only when a team is configured.
export type { SharedCollection, SharedRecord } from './shared-collection';
export type { ClaimResult } from './claim-types';
export { authorLabel, claimHolder, claimWhenAndResult, describeClaim } from './claim-types';
export { browserId as teamBrowserId, shareCustomerDetails, teamStamp } from './team-settings';
export { claimOrder, claimOrders, runTeam, settleClaim } from './team-lazy';
export { windowSince } from './team-settings';
export { findAllOlderHistory, findOlderHistory, findSettingsBefore } from './team-lazy';
export type { OlderEntry, OlderRecord } from './older-history';
