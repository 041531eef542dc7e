// Commissions' lazily loaded UI: the route and its part of Settings.
export { CommissionsRoute } from './commissions-route';
export { CommissionTypeEditor } from './commission-type-editor';
