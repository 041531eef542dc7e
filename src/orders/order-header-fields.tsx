import type { RefObject } from 'react';
import { TextField } from '../ui/field';
import { demoAffiliates } from '../connections';
import { useErrorAt, useOrderForm } from './order-resolver';

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

export function OrderHeaderFields({
  orderIdRef,
  demo,
}: {
  orderIdRef: RefObject<HTMLInputElement | null>;
  demo: boolean;
}) {
  const { register, setValue } = useOrderForm();
  const errorAt = useErrorAt();
  // Registration order is focus order for errors: referral code first.
  const referralCode = register('referralCode');
  const orderId = register('orderId');
  const demoCodes = demo ? demoAffiliates() : [];
  return (
    <section className="card">
      <h2>Order</h2>
      <div className="grid grid--two">
        <TextField
          label="Referral code"
          autoComplete="off"
          spellCheck={false}
          list={demo ? 'demo-codes' : undefined}
          error={errorAt('referralCode')}
          hint={
            demo
              ? `Demo codes: ${demoCodes.map((a) => a.code).join(', ')}`
              : "The affiliate's code, as in their referral link."
          }
          {...referralCode}
        />
        {demo && (
          <datalist id="demo-codes">
            {demoCodes.map((a) => (
              <option key={a.code} value={a.code}>
                {a.name}
              </option>
            ))}
          </datalist>
        )}
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
    </section>
  );
}
