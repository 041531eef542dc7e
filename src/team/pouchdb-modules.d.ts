// The part of PouchDB's API the team bridge uses. The DefinitelyTyped packages
// (@types/pouchdb-*) redeclare the global Buffer and Blob and break the rest of the
// project's types, so the few calls used here are declared by hand.
declare namespace PouchDB {
  interface Doc {
    _id: string;
    _rev?: string;
    _deleted?: boolean;
    _conflicts?: string[];
    [field: string]: unknown;
  }
  interface Ok {
    ok: true;
    id: string;
    rev: string;
  }
  interface Failed {
    error: string | boolean;
    id?: string;
    status?: number;
    name?: string;
    reason?: string;
    message?: string;
  }
  interface AllDocsRow {
    key: string;
    id?: string;
    value?: { rev: string; deleted?: boolean };
    doc?: Doc | null;
    error?: string;
  }
  interface Change {
    id: string;
    seq: number | string;
    deleted?: boolean;
    doc?: Doc;
  }
  interface ChangesFeed {
    on(event: 'change', listener: (change: Change) => void): this;
    on(event: 'complete', listener: (info: { last_seq: number | string }) => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
    cancel(): void;
  }
  interface SyncInfo {
    direction?: 'push' | 'pull';
    change?: { docs_written?: number; docs_read?: number };
  }
  interface Sync {
    on(event: 'change', listener: (info: SyncInfo) => void): this;
    on(event: 'paused', listener: (error?: unknown) => void): this;
    on(event: 'active' | 'complete', listener: () => void): this;
    on(event: 'denied' | 'error', listener: (error: unknown) => void): this;
    cancel(): void;
    /** Each direction's own replication (its errors, which the sync's "paused" drops). */
    readonly push: Replication;
    readonly pull: Replication;
  }
  interface Replication {
    /** A request failed; replication retries after its back-off. */
    on(event: 'requestError', listener: (error: unknown) => void): this;
    /** `pending`: what the server says is left (CouchDB 2 and later). */
    on(
      event: 'change',
      listener: (info: {
        docs_read?: number;
        pending?: number;
        last_seq?: number | string;
      }) => void,
    ): this;
    on(event: 'active', listener: () => void): this;
    /** Idle: caught up (no error), or waiting to retry after `error`. */
    on(event: 'paused', listener: (error?: unknown) => void): this;
  }
  interface Database {
    readonly name: string;
    get(id: string, options?: { rev?: string; conflicts?: boolean }): Promise<Doc>;
    put(doc: Doc): Promise<Ok>;
    bulkDocs(docs: Doc[], options?: { new_edits?: boolean }): Promise<(Ok | Failed)[]>;
    allDocs(options: {
      keys?: string[];
      include_docs?: boolean;
      conflicts?: boolean;
      startkey?: string;
      endkey?: string;
      limit?: number;
    }): Promise<{ total_rows: number; rows: AllDocsRow[] }>;
    changes(options: {
      live?: boolean;
      since?: number | string;
      include_docs?: boolean;
      conflicts?: boolean;
      batch_size?: number;
      return_docs?: boolean;
    }): ChangesFeed;
    sync(
      remote: Database,
      options: {
        live?: boolean;
        retry?: boolean;
        batch_size?: number;
        batches_limit?: number;
        back_off_function?: (delay: number) => number;
        /** One direction's own options (a Mango selector filters a pull on the server). */
        pull?: { selector?: Record<string, unknown>; since?: number | string };
      },
    ): Sync;
    replicate: {
      from(
        remote: Database,
        options?: {
          batch_size?: number;
          batches_limit?: number;
          selector?: Record<string, unknown>;
        },
      ): Promise<unknown>;
    };
    /** Removes a leaf revision as if it had never been (the indexeddb adapter only). */
    purge(docId: string, rev: string): Promise<unknown>;
    remove(doc: Doc): Promise<Ok>;
    info(): Promise<{ doc_count: number; update_seq: number | string }>;
    /** A request to the database's own URL, with its credentials (the HTTP adapter only). */
    fetch(path: string, init: RequestInit & { headers: Headers }): Promise<Response>;
    close(): Promise<void>;
    destroy(): Promise<void>;
  }
  interface Static {
    new (
      name: string,
      options?: {
        adapter?: string;
        auto_compaction?: boolean;
        skip_setup?: boolean;
        auth?: { username: string; password: string };
      },
    ): Database;
    plugin(plugin: unknown): Static;
  }
}

declare module 'pouchdb-core' {
  const PouchDB: PouchDB.Static;
  export default PouchDB;
}
declare module 'pouchdb-adapter-indexeddb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-http' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-memory' {
  const plugin: unknown;
  export default plugin;
}
declare module 'express-pouchdb' {
  import type { RequestHandler } from 'express';
  const expressPouchDB: (
    pouch: PouchDB.Static,
    options?: { mode?: string; inMemoryConfig?: boolean; logPath?: string },
  ) => RequestHandler;
  export default expressPouchDB;
}
