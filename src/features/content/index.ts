export { useGetSocialLinksQuery } from './api';
export type { SocialLink } from './api';

import { lazy } from 'react';
export const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
