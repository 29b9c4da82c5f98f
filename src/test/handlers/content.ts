import { http, HttpResponse } from 'msw';

export const contentHandlers = [
  http.get('*/api/social-links', () => HttpResponse.json({ status: true, SocialLink: [{ id: 1, platform: 'facebook', url: 'https://facebook.com/itw' }] })),
  http.get('*/api/session-timeout', () => HttpResponse.json({ status: true, timeout: 1800 })),
  http.get('*/api/credit-limit', () => HttpResponse.json({ status: true, data: { credit_limit: 500000 } })),
];
