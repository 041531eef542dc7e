// A bulk send keeps going on every page; the header says how far it is.
import { Link } from 'wouter';
import { useJobStatus } from '../outbox';

export function JobProgress() {
  const status = useJobStatus();
  if (!status?.running) return null;
  return (
    <Link
      href={status.kind === 'commissions' ? '/commissions/bulk' : '/import'}
      className="job-progress"
    >
      {status.paused ? 'Paused' : 'Sending'}: {status.answered.toLocaleString()} of{' '}
      {status.total.toLocaleString()} answered
    </Link>
  );
}
