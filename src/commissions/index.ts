// Commissions' public module, for the change to many affiliates: the rules,
// the type labels, the "last set" record and the mode links. Loaded only by
// lazy pages (the single form is commissions/page.ts).
export { toCommissionUpdate } from './to-commission-update';
export {
  formatAmount,
  PERCENT_RULE,
  typeName,
  unitSymbol,
  useCommissionTypes,
  type CommissionTypeLabel,
} from './commission-types';
export { lastSetReader, rememberLastSet } from './last-set-store';
export { amountChecks } from './amount-checks';
export { CommissionModes } from './commission-modes';
export { AffiliateNameAfter } from './affiliate-name-after';
// "Last set" as the team shares it: loads only when a team is configured.
export const loadSharedLastSet = () => import('./shared-last-set');
export const loadSharedTypeLabels = () => import('./shared-type-labels');
