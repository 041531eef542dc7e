// How far "Undo this change" can go, said before it is pressed: of the affiliates the
// service updated, those whose settings before are known (kept beside each request).
// Read from storage once sending stops, a chunk at a time.
import { useEffect, useState } from 'react';
import { jobRunner, useJob } from '../outbox/jobs';
import { beforeOf } from './bulk-job';

export interface UndoReach {
  /** Updated affiliates an undo can put back. */
  undoable: number;
  /** Updated affiliates whose settings before are not known: the first few IDs, and how many. */
  unknownBefore: { ids: string[]; count: number };
}

const SHOWN_IDS = 10;

async function readReach(): Promise<UndoReach> {
  const reach: UndoReach = { undoable: 0, unknownBefore: { ids: [], count: 0 } };
  for await (const batch of jobRunner.readItems({ states: ['recorded'] }))
    for (const item of batch)
      if (beforeOf(item)) reach.undoable++;
      else {
        reach.unknownBefore.count++;
        if (reach.unknownBefore.ids.length < SHOWN_IDS) reach.unknownBefore.ids.push(item.label);
      }
  return reach;
}

/** Undefined while sending, or until read. */
export function useUndoReach(): UndoReach | undefined {
  const { job, counts, running } = useJob();
  const [found, setFound] = useState<{ key: string; reach: UndoReach }>();
  const key = `${job?.id ?? ''}:${counts.recorded}`;
  const readable = !running && counts.recorded > 0;
  useEffect(() => {
    if (!readable) return;
    let current = true;
    void readReach().then((reach) => {
      if (current) setFound({ key, reach });
    });
    return () => {
      current = false;
    };
  }, [key, readable]);
  return readable && found?.key === key ? found.reach : undefined;
}
