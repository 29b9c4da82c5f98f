export { useGetSocialLinksQuery } from './api';
// The home page is composed with the catalogue in app/pages/HomePage (lazy there).
export { default as HomePage } from './pages/HomePage';

import { lazy } from 'react';
export const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ './pages/AboutPage'));
export const FaqPage = lazy(() => import(/* webpackChunkName: "page-faq" */ './pages/FaqPage'));
export const BlogPage = lazy(() => import(/* webpackChunkName: "page-blog" */ './pages/BlogPage'));
export const BlogDetailsPage = lazy(() => import(/* webpackChunkName: "page-blog-details" */ './pages/BlogDetailsPage'));
export const PolicyPage = lazy(() => import(/* webpackChunkName: "page-policy" */ './pages/PolicyPage'));
export const ContactPage = lazy(() => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage'));
export const RequestItemPage = lazy(() => import(/* webpackChunkName: "page-request-item" */ './pages/RequestItemPage'));
export const HowToOrderPage = lazy(() => import(/* webpackChunkName: "page-how-to-order" */ './pages/HowToOrderPage'));
export const BlankPage = lazy(() => import(/* webpackChunkName: "page-blank" */ './pages/BlankPage'));
