// How the Demo connection is answered: the app's entry hands in a loader for the mock
// that answers it inside the page. Apart from send.ts, so that the entry can register it
// without the HTTP client coming with the first page.
import type { Transport } from '../api/client';

/** Loads what answers the Demo in this page; undefined: the network does (tests, msw/node). */
type DemoLoader = () => Promise<Transport | undefined>;
let loadDemo: DemoLoader | undefined;

/**
 * The app's entry hands in how to load the mock that answers the Demo connection inside
 * the page, so that no feature imports mocks/ (tests hand in none: msw/node answers them).
 */
export function provideDemoService(load: DemoLoader) {
  loadDemo = load;
}

export async function demoTransport(): Promise<{ transport?: Transport; problem?: string }> {
  try {
    if (!loadDemo) throw new Error('no Demo service was provided');
    const transport = await loadDemo();
    return transport ? { transport } : {};
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      problem: `The Demo service could not load in this browser (${reason}). Check the connection to this site and reload the page.`,
    };
  }
}
