// "Test connection": one request a contract-abiding service can only refuse, so
// that the answer tells whether the service is reachable and takes the key,
// and nothing is recorded, neither by the service nor in History.
import { joinUrl, type Outcome } from '../api/client';
import { recordOrderBodyRequest } from '../api/requests';
import { statusLine } from '../api/status-text';

/** Obviously fake: no real affiliate has it. */
const TEST_REFERRAL_CODE = 'console-connection-test';
/** An order without orderId or products, which the contract forbids. */
export const TEST_REQUEST = recordOrderBodyRequest(TEST_REFERRAL_CODE, {});

export interface TestVerdict {
  tone: 'success' | 'failure' | 'unknown';
  /** Leads with what a person wants to know: reachable, key accepted or refused. */
  title: string;
  detail: string;
}

/**
 * Whether anything answers at the URL at all. A no-cors GET without the key reads
 * nothing back, but it settles even when CORS would refuse the real request; a GET
 * can record nothing.
 */
async function answersWithoutCors(url: string, timeoutMs = 10_000): Promise<boolean> {
  try {
    await fetch(url, {
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}

/** Sends the test; when no answer can be read, tells a CORS refusal from silence. */
export async function runConnectionTest(
  baseUrl: string,
  send: () => Promise<Outcome>,
): Promise<TestVerdict> {
  const outcome = await send();
  if (outcome.kind !== 'lost') return judgeTest(outcome);
  return judgeTest(outcome, await answersWithoutCors(joinUrl(baseUrl, TEST_REQUEST.path)));
}

function judgeTest(outcome: Outcome, answersWithoutCors?: boolean): TestVerdict {
  switch (outcome.kind) {
    case 'not-sent':
      return { tone: 'failure', title: 'Not sent', detail: outcome.message };
    case 'redirect':
      return {
        tone: 'failure',
        title: 'Reachable, but it redirects',
        detail: `${outcome.message} The base URL may be wrong (http instead of https, a missing path), or a login page sits in front of the service.`,
      };
    case 'lost':
      return answersWithoutCors
        ? {
            tone: 'failure',
            title: 'Reachable, but CORS refused',
            detail: `The service answers, but not to this console: it must allow the origin ${location.origin} and the headers X-Service-Key and Content-Type, or be proxied on this origin.`,
          }
        : { tone: 'failure', title: 'Not reachable', detail: outcome.message };
    case 'cancelled':
      return { tone: 'unknown', title: 'Test cancelled', detail: 'The test was stopped.' };
    case 'timeout':
      return {
        tone: 'failure',
        title: 'Not reachable: no answer',
        detail: `No answer within ${Math.round(outcome.timeoutMs / 1000)} s. The service may be down or slow, or the base URL may point elsewhere.`,
      };
    case 'unconfirmed':
      return outcome.reason === 'gateway'
        ? {
            tone: 'failure',
            title: 'A gateway answered, not the service',
            detail: `A proxy or gateway answered ${statusLine(outcome.status)}: it could not get an answer from the service behind it.`,
          }
        : {
            tone: 'failure',
            title: 'Not the service: the answer is a web page',
            detail: `/v1 is not reaching the service: the answer (${statusLine(outcome.status)}) is a web page, as a static host sends for every address, or a login page or a Wi-Fi portal. Check the base URL, or the proxy in front of /v1.`,
          };
    case 'success':
      return {
        tone: 'unknown',
        title: 'Reachable, key accepted, but the test body was accepted too',
        detail: `The service answered ${statusLine(outcome.status)} to an order without orderId or products, which the contract forbids. It may have recorded something for "${TEST_REFERRAL_CODE}": check with the service.`,
      };
    case 'http-error': {
      const status = statusLine(outcome.status);
      if (outcome.status === 400 || outcome.status === 422)
        return {
          tone: 'success',
          title: 'Reachable, key accepted',
          detail: `The service answered ${status}: it refused the deliberately incomplete test order, as it should. Nothing was recorded.`,
        };
      if (outcome.status === 401 || outcome.status === 403)
        return {
          tone: 'failure',
          title: 'Reachable, key refused',
          detail: `The service answered ${status}: check the service key.`,
        };
      if (outcome.status === 404)
        return {
          tone: 'unknown',
          title: 'Reachable, key not confirmed',
          detail: `The service answered ${status}. Either the base URL is not the part before /v1, or the service looks up the referral code before it reads the body; the key may or may not be accepted.`,
        };
      if (outcome.status === 429)
        return {
          tone: 'unknown',
          title: 'Reachable, key not confirmed',
          detail: `The service answered ${status}: too many requests. Test again in a moment.`,
        };
      return {
        tone: 'unknown',
        title: 'Reachable, key not confirmed',
        detail: `The service answered ${status}${outcome.status >= 500 ? ': a fault on its side' : ''}.`,
      };
    }
  }
}
