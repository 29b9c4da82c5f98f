// The bell's panel: the user's notifications, newest first, a page at a time; opening one marks it
// read and follows its link; Mark all as read. Escape or a click outside closes it, and Escape
// puts the focus back on the bell. Loaded as its own chunk when the bell is first opened.
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@contracts/format';
import type { Notification } from '@contracts/notifications';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api';
import '../notifications.css';

interface Props {
  /** Closes the panel; `focusBell` when the keyboard closed it (Escape). */
  onClose: (focusBell: boolean) => void;
  /** The bell, so a click on it is left to the bell's own toggle. */
  bell: RefObject<HTMLButtonElement | null>;
}

function Item({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  const [markRead] = useMarkNotificationReadMutation();
  const unread = n.read_at === null;
  return (
    <li className={`notif-item${unread ? ' is-unread' : ''}`}>
      <Link
        to={n.link}
        onClick={() => {
          // Read once it is opened; a failed mark leaves it unread for next time, the page opens regardless.
          if (unread) void markRead(n.id);
          onOpen();
        }}
      >
        <span className="notif-item__title">
          {unread ? <span className="sr-only">Unread: </span> : null}
          {n.title}
        </span>
        {n.body ? <span className="notif-item__body">{n.body}</span> : null}
        <time className="notif-item__time" dateTime={n.created_at}>
          {formatDateTime(n.created_at)}
        </time>
      </Link>
    </li>
  );
}

/** One page of the list (pages after the first are asked for by "Show older"). */
function Page({ page, onOpen }: { page: number; onOpen: () => void }) {
  const { data } = useGetNotificationsQuery(page);
  if (!data) return null;
  return (
    <>
      {data.notifications.data.map((n) => (
        <Item key={n.id} n={n} onOpen={onOpen} />
      ))}
    </>
  );
}

export default function NotificationPanel({ onClose, bell }: Props) {
  const first = useGetNotificationsQuery(1, { refetchOnMountOrArgChange: true });
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const [pages, setPages] = useState(1);
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the panel spans the screen below the bell (the header wraps, so its height varies,
  // and changes when the phone is turned).
  const [top, setTop] = useState(64);
  useLayoutEffect(() => {
    const place = () => setTop(Math.round(bell.current?.getBoundingClientRect().bottom ?? 56) + 8);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [bell]);

  useEffect(() => {
    ref.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!ref.current?.contains(target) && !bell.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose, bell]);

  const data = first.data;
  const unread = data?.unread ?? 0;
  const lastPage = data?.notifications.last_page ?? 1;
  const open = () => onClose(false);

  return (
    <div ref={ref} id="notifications-panel" className="notif-panel" role="dialog" aria-labelledby="notifications-title" tabIndex={-1} style={{ '--notif-top': `${top}px` } as CSSProperties}>
      <div className="notif-panel__head">
        <h2 id="notifications-title">Notifications</h2>
        <button type="button" className="btn btn--ghost btn--small" disabled={unread === 0 || markingAll.isLoading} onClick={() => void markAll()}>
          Mark all as read
        </button>
      </div>
      {markingAll.isError ? (
        <p className="notif-panel__error" role="alert">
          Your notifications could not be marked as read. Please try again.
        </p>
      ) : null}
      {first.isLoading ? (
        <p className="notif-panel__note" role="status">
          Loading notifications…
        </p>
      ) : first.isError || !data ? (
        <p className="notif-panel__error" role="alert">
          Your notifications could not be loaded.{' '}
          <button type="button" className="notif-panel__retry" onClick={() => void first.refetch()}>
            Try again
          </button>
        </p>
      ) : data.notifications.total === 0 ? (
        <p className="notif-panel__note">No notifications yet. Orders, approvals, quotations and dues will show here.</p>
      ) : (
        <>
          <ul className="notif-panel__list">
            {data.notifications.data.map((n) => (
              <Item key={n.id} n={n} onOpen={open} />
            ))}
            {Array.from({ length: pages - 1 }, (_, i) => (
              <Page key={i + 2} page={i + 2} onOpen={open} />
            ))}
          </ul>
          {pages < lastPage ? (
            <button type="button" className="btn btn--ghost btn--small notif-panel__more" onClick={() => setPages((p) => p + 1)}>
              Show older
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
