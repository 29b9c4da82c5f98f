// Approvals: the company's approval rule and its approval requests, on one account page (lazy).
import { lazy } from 'react';

export const ApprovalsPage = lazy(() => import(/* webpackChunkName: "page-approvals" */ './pages/ApprovalsPage'));
