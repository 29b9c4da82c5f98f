// A record's history on its detail page (account, order, quotation): each change in words
// (contracts/auditLabels.ts), who made it and when in India time, newest first.
import { auditActor, auditLabel } from '@contracts/auditLabels';
import { formatDateTime } from '@contracts/format';
import type { AuditEntry } from '@contracts/staff';
import './AuditHistory.css';

export function AuditHistory({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p className="a-history__none">No staff changes yet.</p>;
  return (
    <ol className="a-history">
      {entries.map((e) => (
        <li key={e.id}>
          <span className="a-history__what">{auditLabel(e)}</span>
          <span className="a-history__who">
            <span title={e.actor_email}>{auditActor(e)}</span> · <time dateTime={e.at}>{formatDateTime(e.at)} IST</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
