// The outbox's public module: the one send path. Forms send through the gate
// (duplicate check -> production confirmation -> send). Bulk jobs are in
// ./jobs (a second public module, so the job runner loads only with the pages
// that use it). Every request lands in History.
export { useFormSend } from './use-form-send';
export { useJobStatus } from './job-status';
