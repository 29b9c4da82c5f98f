export { compareSlice, productToggled, productRemoved, comparisonCleared, selectComparisonList, selectIsCompared } from './compareSlice';
export type { ComparedProduct, CompareState } from './compareSlice';
export { CompareCheckbox } from './components/CompareCheckbox';

import { lazy } from 'react';
export const ComparisonPage = lazy(() => import(/* webpackChunkName: "page-comparison" */ './pages/ComparisonPage'));
