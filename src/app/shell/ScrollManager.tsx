// Scroll position on navigation: a new page starts at the top (or at its #anchor); Back and
// Forward return to where the reader was. The store runs on <BrowserRouter> rather than the data
// router, whose ScrollRestoration would bring ~16 KB of router code into every first visit.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();
const entryKey = (): string => (window.history.state as { key?: string } | null)?.key ?? 'default';
/** How long a restored page may take to become tall enough (lazy chunk, then its data). */
const RESTORE_WITHIN_MS = 2000;

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Recorded as the reader scrolls, under the history entry current at that moment (the router
  // keeps its key in history.state): a scroll that the next page's render causes belongs to it.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => positions.set(entryKey(), window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const y = positions.get(location.key);
      if (y === undefined) return undefined;
      const until = performance.now() + RESTORE_WITHIN_MS;
      let frame = 0;
      const attempt = () => {
        const tallEnough = document.documentElement.scrollHeight - window.innerHeight >= y;
        if (tallEnough || performance.now() > until) {
          window.scrollTo(0, y);
          return;
        }
        frame = requestAnimationFrame(attempt);
      };
      attempt();
      return () => cancelAnimationFrame(frame);
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return undefined;
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);

  return null;
}
