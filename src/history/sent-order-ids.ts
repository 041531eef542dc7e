// The import's duplicate flags read keys only, through History's indexes.
import { db } from './history-store';

/**
 * Every order ID that may already be recorded on a connection, for the import's duplicate
 * flags. Keys only, no entry is read: the connection's order IDs from orderKey, less the
 * ids of its failed sends from byResult. (Only order sends carry an order ID.)
 */
export async function sentOrderIds(connectionId: string): Promise<string[]> {
  try {
    const tx = (await db()).transaction('entries');
    const failed = new Set(
      await tx.store
        .index('byResult')
        .getAllKeys(
          IDBKeyRange.bound(
            [connectionId, 'failed', -Infinity],
            [connectionId, 'failed', Infinity],
          ),
        ),
    );
    const ids = new Set<string>();
    let cursor = await tx.store
      .index('orderKey')
      // An array sorts after every string: the range holds every order ID on the connection.
      .openKeyCursor(IDBKeyRange.bound([connectionId, ''], [connectionId, []]));
    for (; cursor; cursor = await cursor.continue())
      if (!failed.has(cursor.primaryKey)) ids.add(cursor.key[1]);
    await tx.done;
    return [...ids];
  } catch {
    return [];
  }
}
