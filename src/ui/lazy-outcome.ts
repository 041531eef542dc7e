// The outcome panel loads with the first send, not with the first page: the order
// form's first paint does without it (issue 9's size budget).
import { lazy } from 'react';

export const loadOutcome = () => import('./described-outcome');
export const LazyOutcome = lazy(loadOutcome);
