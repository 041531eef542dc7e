// Autocomplete's list loads when a suggesting field first gets focus, not with the first page.
import { lazy } from 'react';

export const LazyOrderSuggestions = lazy(() => import('./order-suggestions'));
