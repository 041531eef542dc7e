// Paste's public module: reads what a person pastes (JSON body, cURL command,
// History export entry) into one request, and the "Paste request" button and dialog
// built on it. Each form maps the body to its own values.
export { readPaste, type PastedRequest } from './pasted-request';
export { parseCurl } from './curl-request';
export { shellWords } from './shell-words';
export { PasteRequest } from './paste-request';
export { stableJson } from './stable-json';
