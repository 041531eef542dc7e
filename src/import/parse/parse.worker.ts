// Parsing and order building run here, off the main thread, so the page never
// freezes on a big file. The work itself is ../session/import-session.
/// <reference lib="webworker" />
import { importSession } from '../session/import-session';
import type { ToWorker } from './parse-protocol';

declare const self: DedicatedWorkerGlobalScope;
const handle = importSession((m) => {
  self.postMessage(m);
});

self.onmessage = (event: MessageEvent<ToWorker>) => {
  void handle(event.data);
};
