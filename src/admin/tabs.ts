// What the back office's tabs of one browser share through localStorage: never the session's
// token (an HttpOnly cookie holds it) nor its CSRF token, only the time of the session's last
// answered call (the idle clock every tab shows) and news of a sign-in or a sign-out. A write
// here reaches the other tabs as a `storage` event (sessionSync.ts); the writing tab hears nothing.

export const ACTIVITY_KEY = 'adminActivity';
export const EVENT_KEY = 'adminSessionEvent';

export type TabNews = 'signedIn' | 'signedOut' | 'ended';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage switched off by the browser: each tab keeps its own clock.
    return undefined;
  }
};

/** The last answered call of the browser's session, in any tab, or null when none is signed in. */
export function readSharedActivity(): number | null {
  const value = Number(storage()?.getItem(ACTIVITY_KEY) ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeSharedActivity(at: number): void {
  const s = storage();
  if (!s) return;
  // The clock only moves forward: a tab answered a moment ago does not set it back.
  if ((readSharedActivity() ?? 0) < at) s.setItem(ACTIVITY_KEY, String(at));
}

export function clearSharedActivity(): void {
  storage()?.removeItem(ACTIVITY_KEY);
}

/** Tells the other tabs; the time makes each piece of news a new value, so it always fires. */
export function announce(news: TabNews): void {
  storage()?.setItem(EVENT_KEY, JSON.stringify({ news, at: Date.now(), n: Math.random() }));
}

export function readNews(value: string | null): TabNews | null {
  try {
    const news = (JSON.parse(value ?? 'null') as { news?: unknown } | null)?.news;
    return news === 'signedIn' || news === 'signedOut' || news === 'ended' ? news : null;
  } catch {
    return null;
  }
}
