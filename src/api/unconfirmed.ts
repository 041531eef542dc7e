// Answers that do not say what the service did. A gateway's 502 or 504 means it
// could not hear the service's answer (the service may have acted); a 2xx web page
// comes from a static host, a login page or a captive portal, not the service.
// Both are "outcome unknown": never a success, never resent on their own.

export type UnconfirmedReason = 'gateway' | 'not-service';

/** Statuses a gateway sends when the service's answer did not reach it. */
const GATEWAY_STATUSES = new Set([502, 504]);
export const isGatewayStatus = (status: number) => GATEWAY_STATUSES.has(status);

export const looksLikeHtml = (text: string, contentType = '') =>
  /html/i.test(contentType) || /^\s*(<!doctype html|<html|<head|<body)/i.test(text);

/** Why an answer with this status and body does not confirm anything, or undefined when it is the service's. */
export function unconfirmedReason(
  status: number,
  contentType: string,
  text: string,
): UnconfirmedReason | undefined {
  if (GATEWAY_STATUSES.has(status)) return 'gateway';
  if (status >= 200 && status < 300 && text.trim() !== '' && looksLikeHtml(text, contentType))
    return 'not-service';
  return undefined;
}
