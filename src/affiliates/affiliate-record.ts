// One affiliate as the directory keeps it: what a person typed, imported or the
// console learned from a send's answer. The service knows none of this.
import type { SharedRecord } from '../team/shared-collection';

export interface AffiliateRecord extends SharedRecord {
  name: string;
  email?: string;
  /** Referral codes (the track operation's path segment). */
  codes: string[];
  /** Affiliate IDs (the commission update's `id`). */
  affiliateIds: string[];
  notes?: string;
  /** Made from a send's answer, not typed by a person; a person's edit clears it. */
  learned?: true;
  /** Deleted, kept as a mark so that colleagues' copies go too (a shared record is never removed). */
  deleted?: true;
}

/** The fields a person edits, and the ones a conflict is shown by. */
export const EDITABLE_FIELDS = ['name', 'email', 'codes', 'affiliateIds', 'notes'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type AffiliateFields = Pick<AffiliateRecord, 'name' | 'codes' | 'affiliateIds'> &
  Partial<Pick<AffiliateRecord, 'email' | 'notes'>>;

export const FIELD_LABELS: Record<EditableField, string> = {
  name: 'Name',
  email: 'Email',
  codes: 'Referral codes',
  affiliateIds: 'Affiliate IDs',
  notes: 'Notes',
};

/** A field's value as text, as the page shows it and a conflict compares it. */
export function fieldText(record: AffiliateRecord, field: EditableField): string {
  const value = record[field];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

/** Codes and IDs compare without case: the Demo service matches codes so. */
export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
