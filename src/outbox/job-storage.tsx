// How much storage a job takes (from its stored chunks) and how much this
// site uses of what the browser allows, where the browser says.
import { useEffect, useState } from 'react';
import { useJob } from './job-runner';

const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : bytes < 1024 ** 3
        ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
        : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

export function JobStorage() {
  const { job, stored, storedBytes, running } = useJob();
  const [estimate, setEstimate] = useState<StorageEstimate | undefined>();
  const storing = job !== undefined && stored < job.total;
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('storage' in navigator)) return;
    let current = true;
    void navigator.storage.estimate().then((e) => {
      if (current) setEstimate(e);
    });
    return () => {
      current = false;
    };
  }, [job?.id, storing, running]);
  if (!job) return null;
  const perRequest = stored > 0 ? Math.round(storedBytes / stored) : 0;
  // Figures a person asks for (a full disk, a big import), not ones every job shows.
  return (
    <details className="muted small">
      <summary>Storage on this device</summary>
      <p>
        {storing
          ? `Storing requests: ${stored.toLocaleString()} of ${job.total.toLocaleString()} · `
          : ''}
        Stored on this device: {formatBytes(storedBytes)}
        {perRequest ? ` (about ${perRequest} B a request)` : ''}
        {estimate?.usage !== undefined && estimate.quota
          ? ` · this site uses ${formatBytes(estimate.usage)} of ${formatBytes(estimate.quota)} allowed`
          : ''}
      </p>
    </details>
  );
}
