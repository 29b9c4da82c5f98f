export { useGetSocialLinksQuery } from './api';

import { lazy } from 'react';
export const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
