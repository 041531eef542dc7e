// Every built-in preset, most specific first (detection takes the first that fits).
import { amazonOrders } from './amazon-orders';
import { bigcommerce } from './bigcommerce';
import { etsy } from './etsy';
import { gumroad } from './gumroad';
import { lemonSqueezy } from './lemon-squeezy';
import { paddle } from './paddle';
import { paypal } from './paypal';
import { shopifyCsv } from './shopify-csv';
import { shopifyJson } from './shopify-json';
import { squareTransactions } from './square-transactions';
import { squarespace } from './squarespace';
import { stripe } from './stripe';
import { stripeBalanceHistory } from './stripe-balance-history';
import { stripeItemised } from './stripe-itemised';
import type { PresetDefinition } from './types';
import { woocommerceCsv } from './woocommerce-csv';
import { woocommerceJson } from './woocommerce-json';

export const BUILT_IN_PRESETS: readonly PresetDefinition[] = [
  shopifyCsv,
  shopifyJson,
  woocommerceJson,
  woocommerceCsv,
  bigcommerce,
  squarespace,
  amazonOrders,
  stripeBalanceHistory,
  stripeItemised,
  stripe,
  squareTransactions,
  etsy,
  gumroad,
  lemonSqueezy,
  paddle,
  paypal,
];

export const presetById = (id: string | undefined) =>
  id === undefined ? undefined : BUILT_IN_PRESETS.find((p) => p.id === id);
