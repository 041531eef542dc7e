// The outbox's reads through TanStack Query: one key factory (as historyKeys in history/).
import type { JobKind } from './job-store';

export const jobKeys = {
  all: ['jobs'] as const,
  unfinished: (kind: JobKind) => [...jobKeys.all, 'unfinished', kind] as const,
};
