// /admin, the Inbox: what waits for the signed-in member's role, one card per kind of work (the
// server decides which), each with its count, the oldest few and a link to the filtered list. Each
// item is a link to what it is about (the order, quotation, account, product, job, form).
import { Link } from 'react-router-dom';
import type { InboxCard } from '@contracts/adminInbox';
import { formatDateTime } from '@contracts/format';
import { STAFF_ROLE_LABELS } from '@contracts/staffRules';
import { readFailure } from '@/shared/api/failure';
import { useAdminSelector } from '../store';
import { useInboxQuery } from './api';
import './InboxPage.css';

function Card({ card }: { card: InboxCard }) {
  const headingId = `inbox-${card.key}`;
  return (
    <section className={`a-card inbox-card${card.count === 0 ? ' inbox-card--clear' : ''}`} aria-labelledby={headingId}>
      <header className="inbox-card__head">
        <h2 id={headingId}>{card.title}</h2>
        <span className="inbox-card__count" aria-label={`${card.count} waiting`}>
          {card.count}
        </span>
      </header>
      <p className="inbox-card__what">{card.description}</p>
      {card.items.length === 0 ? (
        <p className="inbox-card__none">Nothing waiting.</p>
      ) : (
        <ul className="inbox-card__items">
          {card.items.map((item, i) => (
            <li key={`${item.label}-${i}`} className={item.link ? 'inbox-item inbox-item--link' : 'inbox-item'}>
              <span className="inbox-item__main">
                {/* A real link (ctrl-click opens a tab); its hit area covers the whole row (see the CSS). */}
                {item.link ? <Link to={item.link}>{item.label}</Link> : <strong>{item.label}</strong>}
                <span className="inbox-item__text">{item.text}</span>
              </span>
              <span className="inbox-item__side">
                {item.extra && <span className="inbox-item__extra">{item.extra}</span>}
                {item.at && <span className="inbox-item__at">{formatDateTime(item.at)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {card.link && card.count > 0 && (
        <Link className="inbox-card__all" to={card.link}>
          {card.count > card.items.length ? `See all ${card.count}` : 'Open the list'}
        </Link>
      )}
    </section>
  );
}

export function InboxPage() {
  const staff = useAdminSelector((s) => s.session.staff);
  const { data, isLoading, error, refetch, isFetching } = useInboxQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const failure = error ? readFailure(error, 'The Inbox could not be loaded.') : null;
  const waiting = data?.cards.reduce((n, c) => n + c.count, 0) ?? 0;
  return (
    <div className="inbox">
      <div className="inbox__head">
        <div>
          <h1 className="admin-title">Inbox</h1>
          {staff && (
            <p className="inbox__who">
              What waits for {STAFF_ROLE_LABELS[staff.role]}
              {data && ` · ${waiting === 0 ? 'all clear' : `${waiting} waiting`}`} · times in India time
            </p>
          )}
        </div>
        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {failure ? (
        <div className="a-alert inbox__alert" role="alert">
          <span>{failure.message}</span>
          <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : isLoading || !data ? (
        <p role="status">Loading the Inbox…</p>
      ) : data.cards.length === 0 ? (
        <p className="a-card">Your role has no work queue in the back office.</p>
      ) : (
        <div className="inbox__cards" aria-busy={isFetching}>
          {data.cards.map((card) => (
            <Card key={card.key} card={card} />
          ))}
        </div>
      )}
      <p className="inbox__foot">For your security the back office signs you out after 15 minutes without activity.</p>
    </div>
  );
}
