// The team's shared collections, each exposed by the feature that owns it, handed to
// the team bridge. team/ never imports them (outbox -> team for claims would make a
// cycle); this is the one place that knows them all. They load only with a team.
import { connectionStore } from '../connections';
import { loadSharedHistory } from '../history';
import { runTeam, teamBrowserId, type SharedCollection, type SharedRecord } from '../team';

const sameUrl = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

async function sharedCollections(): Promise<SharedCollection<SharedRecord>[]> {
  const [history] = await Promise.all([loadSharedHistory()]);
  return [
    history.sharedHistory({
      browserId: teamBrowserId(),
      connectionIdFor: (baseUrl) =>
        connectionStore
          .getSnapshot()
          .connections.find((c) => !c.demo && sameUrl(c.baseUrl, baseUrl))?.id,
    }),
    // Affiliates: the directory's collection is added to this list.
  ] as SharedCollection<SharedRecord>[];
}

export const startTeam = () => runTeam(sharedCollections);
