import type { Ref, RefObject } from 'react';
import { useAfterFirstPaint } from '../ui/use-after-first-paint';
import { CouponsInput } from './coupons-input';
import { CustomerFields } from './customer-fields';
import { MetadataEditor } from './metadata-editor';
import { OrderDetails } from './order-details';
import { OrderHeaderFields } from './order-header-fields';
import { ProductRows, type ProductRowsHandle } from './product-rows';

/**
 * Every section of an order, for the order page and the import's edit dialog alike.
 * The sections below the first fields (customer with its 249 countries, coupons,
 * metadata, details) render right after the first paint, in a transition, so the
 * first fields take a click sooner.
 */
export function OrderSections({
  orderIdRef,
  demo,
  productRows,
}: {
  orderIdRef: RefObject<HTMLInputElement | null>;
  demo: boolean;
  productRows?: Ref<ProductRowsHandle>;
}) {
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <OrderHeaderFields orderIdRef={orderIdRef} demo={demo} />
      <ProductRows handle={productRows} />
      {belowTheFold && (
        <>
          <CustomerFields />
          <div className="card">
            <CouponsInput />
          </div>
          <MetadataEditor />
          <OrderDetails />
        </>
      )}
    </>
  );
}
