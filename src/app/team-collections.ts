// The team's shared collections, each exposed by the feature that owns it, handed to
// the team bridge. team/ never imports them (outbox -> team for claims would make a
// cycle); this is the one place that knows them all. This module loads only with a
// team (team-wiring.ts imports it lazily), so no feature's public module joins the first page.
import { affiliateCollection } from '../affiliates';
import { connectionIdForUrl, connectionStore, loadSharedConnections } from '../connections';
import { loadSharedLastSet, loadSharedTypeLabels } from '../commissions';
import { loadSharedTemplates } from '../orders';
import { loadSharedHistory } from '../history';
import { loadSharedPresets } from '../import';
import {
  shareCustomerDetails,
  teamBrowserId,
  type SharedCollection,
  type SharedRecord,
} from '../team';

/** Connections are shared by base URL: a colleague's record lands on this browser's connection to the same service. */
const connectionIdFor = connectionIdForUrl;
const baseUrlOf = (connectionId: string) => {
  const c = connectionStore.getSnapshot().connections.find((x) => x.id === connectionId);
  return c && !c.demo ? c.baseUrl : undefined;
};

export async function sharedCollections(): Promise<SharedCollection<SharedRecord>[]> {
  const [history, lastSet, typeLabels, templates, presets, connections] = await Promise.all([
    loadSharedHistory(),
    loadSharedLastSet(),
    loadSharedTypeLabels(),
    loadSharedTemplates(),
    loadSharedPresets(),
    loadSharedConnections(),
  ]);
  return [
    history.sharedHistory({ browserId: teamBrowserId(), connectionIdFor, shareCustomerDetails }),
    lastSet.sharedLastSet({ baseUrlOf, connectionIdFor }),
    typeLabels.sharedTypeLabels({ baseUrlOf, connectionIdFor }),
    templates.sharedTemplates(),
    presets.sharedPresets(),
    connections.sharedConnections(),
    // Affiliates: the directory (its conflicts are shown on the Affiliates page).
    affiliateCollection,
  ] as SharedCollection<SharedRecord>[];
}
