// The Commissions route: the form, or first "Open as new" from History (?reopen=<id>).
import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { commissionUpdateSchema } from '../api/contract';
import {
  LazyReopenEntry as ReopenEntry,
  reopenId,
  reopenNote,
  type HistoryEntry,
  type Reopened,
} from '../history';

import { loadDraft, saveDraft } from '../ui/draft-storage';
import { COMMISSION_DRAFT, commissionToFormValues } from './commission-from-wire';
import { CommissionsPage } from './commissions-page';
import { emptyCommissionForm } from './commission-form-values';

function toDraft(entry: HistoryEntry): Reopened {
  const update = commissionUpdateSchema.safeParse(entry.requestBody);
  if (entry.operation !== 'commissions' || !update.success)
    return {
      ok: false,
      problem:
        'This entry’s body no longer fits the commission contract, so it cannot be opened in the form. Copy it from History instead.',
    };
  return {
    ok: true,
    saveDraft: () => {
      saveDraft(
        COMMISSION_DRAFT,
        commissionToFormValues(update.data),
        reopenNote(entry.startedAt, entry.connectionName),
      );
    },
  };
}

export function CommissionsRoute() {
  const id = reopenId(useSearch());
  if (id === undefined) return <CommissionsPage />;
  return (
    <Suspense fallback={null}>
      <ReopenEntry
        id={id}
        formPath="/commissions"
        toDraft={toDraft}
        unsentDraftAt={loadDraft(COMMISSION_DRAFT, emptyCommissionForm())?.savedAt}
      />
    </Suspense>
  );
}
