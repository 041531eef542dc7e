// Parsing and order building run here, off the main thread, so the page never
// freezes on a big file. The work itself is ./import-session, exposed
// over Comlink: the page calls it as typed async functions.
/// <reference lib="webworker" />
import { expose } from 'comlink';
import { createImportSession } from './import-session';

expose(createImportSession());
