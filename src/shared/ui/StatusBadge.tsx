// The one status badge of the store (orders, quotations): a tone per kind of state, the state's
// name as text, so colour is never the only cue. The tones' colours are in app/styles.css (.status).
import type { ReactNode } from 'react';

/**
 * waiting: nothing has happened yet (pending); positive: accepted or approved; progress: on its
 * way or answered (shipped, quoted); complete: done (delivered); negative: refused or cancelled;
 * neutral: closed without an outcome.
 */
export type BadgeTone = 'waiting' | 'positive' | 'progress' | 'complete' | 'negative' | 'neutral';

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status status--${tone}`}>{children}</span>;
}
