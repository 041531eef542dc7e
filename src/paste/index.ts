// Paste's public module: reads what a person pastes (JSON body, cURL command,
// History export entry) into one request. Pure; each form maps the body itself.
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
