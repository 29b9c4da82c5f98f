// What a page shows when the server could not answer (5xx, network): a failure, never an empty
// result or a missing page, with a Retry that asks again.
export function LoadError({ title, onRetry, retrying = false, className }: { title: string; onRetry: () => void; retrying?: boolean; className?: string }) {
  return (
    <div className={`load-error${className ? ` ${className}` : ''}`} role="alert">
      <p className="load-error__title">{title}</p>
      <p className="muted">The store did not answer. Please check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}

/** A 404 from the server means the thing is not there; anything else is a failure worth retrying. */
export function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}
