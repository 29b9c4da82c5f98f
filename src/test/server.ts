// MSW at the fetch level for component tests: handlers one file per resource (src/test/handlers).
import { setupServer } from 'msw/node';
import { catalogHandlers } from './handlers/catalog';
import { contentHandlers } from './handlers/content';
import { authHandlers } from './handlers/auth';
import { accountHandlers } from './handlers/account';
import { quoteHandlers } from './handlers/quotes';
import { checkoutHandlers } from './handlers/checkout';
import { quickOrderHandlers } from './handlers/quickOrder';
import { notificationDefaultHandlers } from './handlers/notifications';

export const server = setupServer(...catalogHandlers, ...contentHandlers, ...authHandlers, ...accountHandlers, ...quoteHandlers, ...checkoutHandlers, ...quickOrderHandlers, ...notificationDefaultHandlers);
