// What a route shows when its page fails to load or throws (a stale tab after a deploy asks for
// a chunk that is gone): a plain message and a reload, never a blank screen.
import { useRouteError } from 'react-router-dom';
import './layout.css';

export function RouteError() {
  const error = useRouteError();
  const chunkGone = error instanceof Error && /chunk|import/i.test(error.message);
  return (
    <main className="admin-content" role="alert">
      <h1 className="admin-title">Something went wrong</h1>
      <p>{chunkGone ? 'The back office was updated since this page was opened.' : 'This screen could not be shown.'} Reload the page to continue.</p>
      <button type="button" className="a-btn" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
