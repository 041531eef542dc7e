// Why a bulk send did not start: another job is under way in this tab, or a job is stored before its first request goes out (so that a
// reload never repeats or loses one), and storage refused it.
import { errorName, FREE_STORAGE } from '../history';
import { JobRefused } from './job-runner';

export function jobNotStarted(error: unknown): string {
  // One job at a time: the one under way goes on.
  if (error instanceof JobRefused) return `This send did not start: ${error.message}`;
  if (errorName(error) === 'QuotaExceededError')
    return `Nothing was sent: storage on this device is full, so this send could not be stored, and a send that is not stored could be repeated or lost after a reload. ${FREE_STORAGE}`;
  const reason = error instanceof Error ? error.message : String(error);
  return `Nothing was sent: this send could not be stored on this device (${reason}). A send is stored before it starts, so that a reload never repeats or loses it; if this browser blocks this site’s data, allow it and reload.`;
}
