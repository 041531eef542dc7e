// A commission change that did not finish: offered to resume, never resumed on its own.
import { InterruptedJobNotice } from '../outbox/jobs';
import { BULK_KIND } from './bulk-job';

export function InterruptedChange() {
  return (
    <InterruptedJobNotice
      kind={BULK_KIND}
      lead={(job) => `A ${job.title.toLowerCase()}`}
      answered="Affiliates"
      resumeLabel="Resume change"
    />
  );
}
