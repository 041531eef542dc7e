// The outbox's bulk send jobs (public module): the module-level job runner and
// its stored jobs. Imported by the pages that start or resume jobs, so the first
// page load never carries the runner.
export { answeredCount, jobRunner, useJob } from './job-runner';
export { useJobProblems } from './use-job-problems';
export { jobItemProblem } from './job-item-words';
export { type JobItem, type NewJobItem } from './job-store';
export { ProductionConfirm } from './production-confirm';
export { JobPanel, type JobWords } from './job-panel';
export { InterruptedJobNotice } from './interrupted-job-notice';
export { jobNotStarted } from './not-started';
export { jobEnded } from './job-view';
export { useSendAgain } from './use-send-again';
export { pastTeam, requeueAmended } from './job-amend';
export { neverLeft, teamHoldOf } from './job-team-claims';
export { ALREADY_RECORDED } from './job-cause';
