// Paste's public module: reads what a person pastes (JSON body, cURL command,
// History export entry) into one request, and the "Paste request" button and dialog
// built on it. Each form maps the body to its own values.
export {
  readPaste,
  type PastedRequest,
  type PasteResult,
  type PasteSource,
} from './pasted-request';
export { parseCurl, type CurlRequest } from './curl-request';
export { shellWords } from './shell-words';
export { PasteRequest, KEY_NOTICE, type FormFill } from './paste-request';
export { stableJson } from './stable-json';
