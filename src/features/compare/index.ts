export { compareSlice, productToggled, productRemoved, comparisonCleared, selectComparisonList, selectIsCompared } from './compareSlice';
export type { ComparedProduct, CompareState } from './compareSlice';
export { CompareCheckbox } from './components/CompareCheckbox';
// The comparison page is composed with the catalogue's prices in app/pages/ComparisonPage (lazy there).
export { default as ComparisonPage } from './pages/ComparisonPage';
