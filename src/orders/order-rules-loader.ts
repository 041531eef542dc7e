// The order rules (the form's zod schema, toOrder, the contract schema) load once
// the page is idle after the form's first paint: zod is about 9 KB of gzip that
// painting the form does not need. The form takes input at once; the live preview and the check
// follow a moment later (the check awaits them, so a quick submit is still checked).
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

type OrderRules = typeof import('./order-rules-loaded');

let loading: Promise<OrderRules> | undefined;
let loaded: OrderRules | undefined;

export const loadOrderRules = (): Promise<OrderRules> =>
  (loading ??= import('./order-rules-loaded').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined; // a later call may succeed (the network came back)
      throw error;
    },
  ));

/** The rules if they have loaded already. */
export const loadedOrderRules = (): OrderRules | undefined => loaded;

/** The rules once loaded (undefined for the moment before); a failed load goes to the error boundary. */
export function useOrderRules(): OrderRules | undefined {
  const [rules, setRules] = useState(loaded);
  useEffect(() => {
    if (rules) return;
    // Once the page is idle: the first click on the form goes before zod's evaluation.
    return whenIdle(() => {
      loadOrderRules().then(setRules, (error: unknown) => {
        setRules(() => {
          throw error;
        });
      });
    });
  }, [rules]);
  return rules;
}
