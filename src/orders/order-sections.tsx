import { lazy, Suspense, type Ref, type RefObject } from 'react';
import { useAfterFirstPaint } from '../ui/use-after-first-paint';
import { CouponsInput } from './coupons-input';
import { CustomerFields } from './customer-fields';
import { OrderDetails } from './order-details';
import { OrderHeaderFields, type KeptCode } from './order-header-fields';
import { ProductRows, type ProductRowsHandle } from './product-rows';

// The metadata editor is a chunk of its own, loaded as the lower sections render: it
// kept the first page within its size budget (issue 22 and 27 additions).
const MetadataEditor = lazy(() =>
  import('./metadata-editor').then((m) => ({ default: m.MetadataEditor })),
);

/**
 * Every section of an order, for the order page and the import's edit dialog alike.
 * On the order page (`deferLower`), the sections below the first fields (customer with
 * its 249 countries, coupons, metadata, details) render right after the first paint, in
 * a transition, so the first fields take a click sooner. The edit dialog renders them at
 * once: it puts focus on the field of the order's first problem, wherever that is.
 */
export function OrderSections({
  orderIdRef,
  demo,
  productRows,
  deferLower = false,
  kept,
}: {
  orderIdRef: RefObject<HTMLInputElement | null>;
  demo: boolean;
  productRows?: Ref<ProductRowsHandle>;
  deferLower?: boolean;
  /** The referral code "Record another" kept (order page only). */
  kept?: KeptCode | undefined;
}) {
  const belowTheFold = useAfterFirstPaint() || !deferLower;
  return (
    <>
      <OrderHeaderFields orderIdRef={orderIdRef} demo={demo} kept={kept} />
      <ProductRows handle={productRows} />
      {belowTheFold && (
        <>
          <CustomerFields />
          <div className="card">
            <CouponsInput />
          </div>
          <Suspense fallback={null}>
            <MetadataEditor />
          </Suspense>
          <OrderDetails />
        </>
      )}
    </>
  );
}
