// Whether this tab talks to Redux DevTools: always in development; in a production build only
// after the page was opened with `?devtools` (remembered for the tab; `?devtools=off` forgets),
// so a staging store can be debugged without a rebuild.
type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const KEY = 'reduxDevTools';

export function devToolsRequested(
  search: string = window.location.search,
  storage?: TabStorage,
  development = process.env.NODE_ENV !== 'production',
): boolean {
  if (development) return true;
  try {
    const tab = storage ?? window.sessionStorage;
    const asked = new URLSearchParams(search).get('devtools');
    if (asked === 'off' || asked === '0' || asked === 'false') tab.removeItem(KEY);
    else if (asked !== null) tab.setItem(KEY, '1');
    return tab.getItem(KEY) === '1';
  } catch {
    // Storage refused (privacy settings): no DevTools rather than no store.
    return false;
  }
}
