export { compareSlice, productToggled, productRemoved, comparisonCleared, selectComparisonList, selectIsCompared } from './compareSlice';
export type { ComparedProduct, CompareState } from './compareSlice';
export { CompareCheckbox } from './components/CompareCheckbox';
