// The outbox's bulk send jobs (public module): the module-level job runner and
// its stored jobs. Imported by the pages that start or resume jobs, so the first
// page load never carries the runner.
export {
  answeredCount,
  jobRunner,
  useJob,
  type AnswerListener,
  type Counts,
  type JobItems,
  type JobOptions,
  type JobView,
} from './job-runner';
export { useJobProblems, type JobProblems } from './use-job-problems';
export { JobStorage } from './job-storage';
export { SentElsewhere } from './sent-elsewhere';
export { isJobLocked } from './job-lock';
export {
  deleteJob,
  unfinishedJob,
  type JobItem,
  type JobKind,
  type NewJobItem,
  type SendJob,
} from './job-store';
export type { ItemState } from './send-queue';
export { ProductionConfirm } from './production-confirm';
export { useSendAgain, type Again } from './use-send-again';
export { InterruptedJobNotice } from './interrupted-job-notice';
export { jobNotStarted } from './not-started';
