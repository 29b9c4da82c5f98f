// The company admin's Team page: lazy, so the first visit's code does not grow.
import { lazy } from 'react';

export const TeamPage = lazy(() => import(/* webpackChunkName: "page-team" */ './pages/TeamPage'));
