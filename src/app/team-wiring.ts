// Hands the team bridge a loader of every shared collection (team-collections.ts): it
// and the features' collections load only when a team is configured.
import { runTeam } from '../team';

export const startTeam = () =>
  runTeam(() => import('./team-collections').then((m) => m.sharedCollections()));
