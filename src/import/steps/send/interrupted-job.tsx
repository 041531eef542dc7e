// An import that did not finish: offered to resume, never resumed on its own.
import { InterruptedJobNotice } from '../../../outbox/jobs';

export function InterruptedJob() {
  return (
    <InterruptedJobNotice
      kind="import"
      lead={(job) => `An import of ${job.title}`}
      answered="Requests"
      resumeLabel="Resume import"
    />
  );
}
