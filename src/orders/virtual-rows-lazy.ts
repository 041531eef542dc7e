// The virtual list loads only for orders that need it: nearly every order has a few
// rows, and @tanstack/react-virtual would otherwise weigh on the first page's bundle.
import { lazy } from 'react';

/** Rows from this many up are virtual; below it every row is in the page (find-in-page too). */
export const VIRTUAL_FROM = 40;

/** Its chunk starts loading this many rows before it is needed, so the switch shows no gap. */
export const PRELOAD_FROM = VIRTUAL_FROM - 10;

export interface RowRevealer {
  /** Scrolls row `index` into the page if it is not, then calls `focus(index)`. */
  reveal: (index: number, focus: (index: number) => void) => void;
}

export const loadVirtualRows = () => import('./virtual-rows');

export const LazyVirtualProductList = lazy(() =>
  loadVirtualRows().then((m) => ({ default: m.VirtualProductList })),
);
