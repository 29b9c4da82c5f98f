// Shopping lists: the account's list pages and the 'Add to list' button. All lazy, so the
// first visit's code does not grow: the button's chunk loads with the page that shows it, its
// dialog's on the first click.
import { lazy } from 'react';

export const ShoppingListsPage = lazy(() => import(/* webpackChunkName: "page-shopping-lists" */ './pages/ShoppingListsPage'));
export const ShoppingListPage = lazy(() => import(/* webpackChunkName: "page-shopping-list" */ './pages/ShoppingListPage'));
/** Render inside a Suspense boundary of its own (fallback null), so the page does not wait for it. */
export const AddToListButton = lazy(() => import(/* webpackChunkName: "add-to-list" */ './components/AddToListButton'));
