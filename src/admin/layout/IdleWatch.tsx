// The idle time-out seen from the screen: a minute before the server would end the session a
// notice offers to stay signed in (a call restarts the server's clock); at the time-out the
// session ends here too and the sign-in page says why, instead of the next click failing. The
// clock is the browser's, not the tab's: a call answered in another tab keeps this one alive.
import { useEffect, useState } from 'react';
import { useLazySessionQuery } from '../api';
import { activityElsewhere, staffSessionEnded, timeoutMinutes } from '../session';
import { useAdminDispatch, useAdminSelector } from '../store';
import { readSharedActivity } from '../tabs';

const WARN_BEFORE_MS = 60_000;
const TICK_MS = 5_000;

export function IdleWatch() {
  const { lastActiveAt, timeout } = useAdminSelector((s) => s.session);
  const dispatch = useAdminDispatch();
  const [now, setNow] = useState(() => Date.now());
  const [ping, { isFetching }] = useLazySessionQuery();

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);

  const left = lastActiveAt + timeout * 1000 - now;
  useEffect(() => {
    if (left > 0) return;
    // Another tab may have been busy while this one's news of it was late (a sleeping tab).
    const shared = readSharedActivity();
    if (shared && shared > lastActiveAt) dispatch(activityElsewhere(shared));
    else dispatch(staffSessionEnded());
  }, [left, lastActiveAt, dispatch]);

  if (left > WARN_BEFORE_MS || left <= 0) return null;
  return (
    <div className="admin-idle" role="alertdialog" aria-live="assertive" aria-labelledby="idle-text">
      <p id="idle-text">
        You have been inactive for almost {timeoutMinutes(timeout)} minutes. For your security you will be signed out in under a minute.
      </p>
      <button type="button" className="a-btn a-btn--small" disabled={isFetching} onClick={() => void ping()}>
        Stay signed in
      </button>
    </div>
  );
}
