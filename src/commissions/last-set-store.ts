// The service has no read endpoint, so the console remembers, per connection
// and affiliate, the last settings it sent successfully. Changes made
// elsewhere are not seen; the page says so.
import type { CommissionSettings } from '../api/contract';

export interface LastSet {
  settings: CommissionSettings;
  at: number;
}

const SLOT = 'ac.last-commissions.v1';
const keyOf = (connectionId: string, affiliateId: string) => `${connectionId}\u0000${affiliateId}`;

function readAll(): Record<string, LastSet> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SLOT) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, LastSet>) : {};
  } catch {
    return {};
  }
}

export function lastSetFor(connectionId: string, affiliateId: string): LastSet | undefined {
  return readAll()[keyOf(connectionId, affiliateId.trim())];
}

export function rememberLastSet(
  connectionId: string,
  affiliateId: string,
  settings: CommissionSettings,
  at = Date.now(),
) {
  const all = readAll();
  all[keyOf(connectionId, affiliateId)] = { settings, at };
  try {
    localStorage.setItem(SLOT, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the update itself went through; only the note is lost.
  }
}
