// The service and the order rules name fields by wire path; the form names them by form path.

/** Wire path (products.0.quantity, timestamp, metadata.x) -> the form field that holds it. */
export function wirePathToFormPath(
  wirePath: string,
  metadataMode: 'rows' | 'json',
): string | undefined {
  if (wirePath === 'timestamp') return 'orderTime';
  if (wirePath === 'referralCode' || wirePath === 'orderId') return wirePath;
  if (wirePath === 'commission' || wirePath === 'notes') return wirePath;
  if (wirePath === 'isRoyalty' || wirePath === 'custom' || wirePath === 'paid') return wirePath;
  if (/^products\.\d+\.(id|name|quantity|subTotal|tax|total)$/.test(wirePath)) return wirePath;
  if (/^customer\.(name|phone|email|ip|country)$/.test(wirePath)) return wirePath;
  if (wirePath === 'products' || /^products\.\d+$/.test(wirePath)) return 'products';
  if (wirePath.startsWith('coupons')) return 'coupons';
  if (wirePath.startsWith('metadata'))
    return metadataMode === 'json' ? 'metadataJson' : 'metadataRows';
  if (wirePath === 'customer') return 'customer';
  return undefined;
}
