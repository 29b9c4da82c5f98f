// The Redux DevTools settings, a chunk of its own: fetched only when DevTools is on (flag.ts), so
// shoppers' first visit carries none of it.
import type { Action, DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { maskSecrets, nameAction } from './sanitize';

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'IT Wholesale storefront',
  // RTK Query dispatches several actions per request; keep enough history for a whole cart session.
  maxAge: 300,
  actionSanitizer: <A extends Action>(action: A) => nameAction(maskSecrets(action)),
  stateSanitizer: <S>(state: S) => maskSecrets(state),
};
