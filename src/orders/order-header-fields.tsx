import { lazy, Suspense, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { ComboboxField } from '../ui/combobox-field';
import { TextField } from '../ui/field';
import { demoAffiliates } from '../connections';
import { useErrorAt, useOrderForm } from './order-resolver';
import { LazyOrderSuggestions } from './suggestions-lazy';

// What the directory says of the typed code (a name typed instead): loaded once a code is typed.
const DirectoryCodeNote = lazy(() => import('../ui/directory-code-note'));

function generateOrderId(): string {
  const d = new Date();
  const day = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const suffix = [...bytes]
    .map((b) => b.toString(36).padStart(2, '0'))
    .join('')
    .toUpperCase()
    .slice(0, 6);
  return `ORD-${day}-${suffix}`;
}

/** The referral code "Record another" kept, and the order it came from. */
export interface KeptCode {
  code: string;
  orderId: string;
}

export function OrderHeaderFields({
  orderIdRef,
  demo,
  kept,
}: {
  orderIdRef: RefObject<HTMLInputElement | null>;
  demo: boolean;
  kept?: KeptCode | undefined;
}) {
  const form = useOrderForm();
  const { register, setValue, control } = form;
  // Said while the kept code is still the one in the field: the next ticket may be
  // another affiliate's, and a kept code must not pass unnoticed.
  const code = useWatch({ control, name: 'referralCode' });
  const keptNow = kept && code.trim() === kept.code ? kept : undefined;
  const errorAt = useErrorAt();
  // Registration order is focus order for errors: referral code first.
  const referralCode = register('referralCode');
  const orderId = register('orderId');
  const demoCodes = demo ? demoAffiliates() : [];
  return (
    <section className="card">
      <h2>Order</h2>
      <div className="grid grid--two">
        <div>
          <ComboboxField
            label="Referral code"
            spellCheck={false}
            error={errorAt('referralCode')}
            hint={
              keptNow ? (
                <span className="warning">
                  Kept from order {keptNow.orderId}: check that this order is also {keptNow.code}’s.
                </span>
              ) : demo ? (
                `Demo codes: ${demoCodes.map((a) => a.code).join(', ')}`
              ) : (
                "The affiliate's code, as in their referral link."
              )
            }
            {...referralCode}
            // Codes used on this connection, newest first, then the Demo's codes (no datalist:
            // one list of suggestions, not two popups over each other).
            popup={(p) => <LazyOrderSuggestions {...p} form={form} for={{ kind: 'code' }} />}
          />
          {code.trim() !== '' && (
            <Suspense fallback={null}>
              <DirectoryCodeNote
                text={code}
                onUse={(chosen) => {
                  setValue('referralCode', chosen, { shouldDirty: true, shouldValidate: true });
                }}
              />
            </Suspense>
          )}
        </div>
        <div className="with-button">
          <TextField
            label="Order ID"
            autoComplete="off"
            spellCheck={false}
            error={errorAt('orderId')}
            {...orderId}
            ref={(el) => {
              orderId.ref(el);
              orderIdRef.current = el;
            }}
          />
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setValue('orderId', generateOrderId(), { shouldValidate: true });
            }}
          >
            Generate
          </button>
        </div>
      </div>
      {/* Focus goes to Order ID, so the kept code is also said aloud. */}
      <p className="visually-hidden" aria-live="polite">
        {keptNow &&
          `Ready for the next order: referral code ${keptNow.code} kept from order ${keptNow.orderId}.`}
      </p>
    </section>
  );
}
