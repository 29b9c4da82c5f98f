// After a deploy, a tab opened on the old build asks for page chunks that no longer exist. The
// boundary reloads the page once to pick up the new build; if the chunk still fails it says so
// with a Reload button instead of leaving a blank page. Any other error in a page is caught here
// too (the store runs on <BrowserRouter>, which has no error element): the shell stays and the
// page says something went wrong.
import { Component, type ReactNode } from 'react';
import { ProcessingOverlay } from '@/shared/ui/feedback';

export const RELOAD_KEY = 'chunkReloadAt';
/** A failure this soon after the automatic reload means reloading does not help: no loop. */
const RELOAD_WINDOW_MS = 30_000;

/** webpack's ChunkLoadError (JS or CSS chunk) and the browsers' failed dynamic import messages. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

function lastReloadAt(): number {
  try {
    return Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    return 0; // storage blocked: treat as never reloaded
  }
}

function rememberReload(at: number | null) {
  try {
    if (at === null) sessionStorage.removeItem(RELOAD_KEY);
    else sessionStorage.setItem(RELOAD_KEY, String(at));
  } catch {
    // storage blocked: the reload still happens, only the loop guard is lost
  }
}

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown failure. */
  resetKey: string;
  /** Tests pass a stand-in; jsdom cannot reload. */
  reload?: () => void;
}

interface State {
  error: Error | null;
  failed: boolean;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };
  /**
   * Set once this page has asked for the reload: the page keeps running until the browser
   * navigates, and a chunk error caught meanwhile (the page rendered again) is the same failure,
   * not a failure after the reload; it must not flash the message.
   */
  private reloading = false;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, failed: false };
  }

  componentDidCatch(error: Error) {
    if (!isChunkLoadError(error) || this.reloading) return;
    const now = Date.now();
    if (now - lastReloadAt() < RELOAD_WINDOW_MS) {
      this.setState({ failed: true });
      return;
    }
    rememberReload(now);
    this.reloading = true;
    this.reload();
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, failed: false });
  }

  private reload() {
    (this.props.reload ?? (() => window.location.reload()))();
  }

  render() {
    const { error, failed } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    if (chunk && !failed) return <ProcessingOverlay show />;
    return (
      <section className="container notfound" role="alert">
        <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong on this page'}</h1>
        <p>
          {chunk
            ? 'The store may have been updated since this tab was opened, or the connection dropped. Reload to get the latest version.'
            : 'Please reload the page. If it happens again, go back to the shop and try once more.'}
        </p>
        <p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              rememberReload(null);
              this.reload();
            }}
          >
            Reload
          </button>
        </p>
      </section>
    );
  }
}
