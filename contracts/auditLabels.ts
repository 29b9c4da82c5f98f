// How an audit entry reads to people: "Status changed: Approved → Shipped", "Credit limit changed
// ₹0.00 → ₹50,000.00", "Rejected: reason", and who did it. Written once for every detail page's
// history and the audit log; a code this file does not know reads as the code itself.
import { formatRupees, formatShortDate } from './format';
import { STAFF_ROLE_LABELS, type StaffRole } from './staffRules';
import { COMPANY_ROLE_LABELS, MAIL_CHOICE_LABELS, type CompanyRole, type MailChoice } from './companyUserRules';

/** The parts of an audit entry a label reads (contracts/staff.ts's AuditEntry has them all). */
export interface AuditFacts {
  action: string;
  actor_email: string;
  actor_name?: string | null;
  before: unknown;
  after: unknown;
}

type Values = Record<string, unknown>;

const valuesOf = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const money = (v: unknown): string => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? formatRupees(v) : '—');

/** Order, quotation and account statuses as the screens name them (the store writes "Cancelled"). */
const STATUS_WORDS: Record<string, string> = { canceled: 'Cancelled', cancelled: 'Cancelled' };
const statusWord = (v: unknown): string => {
  const s = text(v);
  if (!s) return '—';
  return STATUS_WORDS[s] ?? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');
};
const roleWord = (v: unknown): string => STAFF_ROLE_LABELS[text(v) as StaffRole] ?? text(v);

const companyRoleWord = (v: unknown): string => COMPANY_ROLE_LABELS[text(v) as CompanyRole] ?? text(v);
const limitWord = (v: unknown): string => (v === null || v === undefined || v === '' ? 'none' : money(v));
const limitsText = (a: Values): string =>
  (a.order_limit ?? null) === null && (a.monthly_limit ?? null) === null ? '' : ` · order limit ${limitWord(a.order_limit)}, monthly limit ${limitWord(a.monthly_limit)}`;
/** A company user's role and limit changes, each as "was → now". */
const teamChanges = (b: Values, a: Values): string =>
  [
    b.role !== a.role ? `role ${companyRoleWord(b.role)} → ${companyRoleWord(a.role)}` : '',
    b.order_limit !== a.order_limit ? `order limit ${limitWord(b.order_limit)} → ${limitWord(a.order_limit)}` : '',
    b.monthly_limit !== a.monthly_limit ? `monthly limit ${limitWord(b.monthly_limit)} → ${limitWord(a.monthly_limit)}` : '',
  ]
    .filter(Boolean)
    .join(', ') || 'unchanged';

/** A user's own name and mobile changes, each as "was → now". */
const profileChanges = (b: Values, a: Values): string =>
  [b.name !== a.name ? `name ${text(b.name) || '—'} → ${text(a.name)}` : '', b.phone !== a.phone ? `mobile ${text(b.phone) || '—'} → ${text(a.phone) || '—'}` : '']
    .filter(Boolean)
    .join(', ') || 'unchanged';
/** Which mails a user turned on or off (the profile's words for each). */
const mailChanges = (b: Values, a: Values): string => {
  const before = valuesOf(b.mail_choices);
  const after = valuesOf(a.mail_choices);
  const changed = (Object.keys(MAIL_CHOICE_LABELS) as MailChoice[])
    .filter((k) => before[k] !== after[k])
    .map((k) => `${MAIL_CHOICE_LABELS[k].label} ${after[k] ? 'on' : 'off'}`);
  if (b.copy_company_mails !== a.copy_company_mails) changed.push(`copies of the company's mails ${a.copy_company_mails ? 'on' : 'off'}`);
  return changed.length ? `mails: ${changed.join(', ')}` : 'mails unchanged';
};

/** " · Note: …" when the entry carries a non-empty text under `key`, else nothing. */
const suffix = (label: string, v: unknown): string => (text(v) ? ` · ${label}: ${text(v)}` : '');

/** A content row's name: whichever of its naming fields it has. */
const contentName = (v: Values): string => text(v.title) || text(v.first_title) || text(v.name) || text(v.question) || text(v.product_name) || text(v.sku) || text(v.platform) || '—';

const statusChange = (before: Values, after: Values): string => `Status changed: ${statusWord(before.status)} → ${statusWord(after.status)}`;

const LABELS: Record<string, (before: Values, after: Values) => string> = {
  'order.approve': statusChange,
  'order.ship': (b, a) => `${statusChange(b, a)}${text(a.courier) ? ` · ${text(a.courier)}${text(a.tracking_number) ? `, tracking ${text(a.tracking_number)}` : ''}` : ''}${text(a.eway_bill) ? ` · E-way bill ${text(a.eway_bill)}, vehicle ${text(a.vehicle_number)}` : ''}`,
  'order.eway_vehicle': (b, a) => `E-way bill ${text(a.eway_bill)}: vehicle ${text(b.vehicle_number)} → ${text(a.vehicle_number)}${suffix('Reason', a.reason)}`,
  'order.deliver': statusChange,
  'order.cancel': (b, a) => `${statusChange(b, a)}${suffix('Reason', a.cancel_reason)}`,
  'order.refund_retry': (b, a) => `Refund ${text(a.refund_id || b.refund_id)} retried (attempt ${text(a.attempt) || '—'})`,
  'einvoice.retry': (_b, a) => `E-invoice of ${text(a.document)} registration retried: ${statusWord(a.state)}${suffix('Reason', a.error)}`,
  'job.retry': (b) => `Failed job retried: ${text(b.summary) || '—'}${suffix('Reason', b.reason)}`,
  'job.discard': (b) => `Failed job discarded: ${text(b.summary) || '—'}${suffix('Reason', b.reason)}`,
  'einvoice.cancel': (_b, a) => `E-invoice of ${text(a.document)} cancelled${suffix('Reason', a.reason)}${suffix('Remark', a.remark)}`,
  'customer.approve': () => 'Approved',
  'customer.reject': (_b, a) => (text(a.rejection_reason) ? `Rejected: ${text(a.rejection_reason)}` : 'Rejected'),
  'customer.credit': (b, a) => `Credit limit changed ${money(b.credit_limit)} → ${money(a.credit_limit)}${suffix('Note', a.note)}`,
  'customer.credit_payment': (_b, a) => `${text(a.method) === 'tds' ? 'TDS u/s 194Q' : text(a.method).toUpperCase()} ${text(a.reference)} of ${money(a.amount)} recorded (received ${text(a.received_on)})${suffix('Note', a.note)}`,
  'customer.credit_terms': (b, a) => `Payment terms changed ${text(b.payment_terms_days)} → ${text(a.payment_terms_days)} days${suffix('Note', a.note)}`,
  'customer.rate.set': (b, a) => `Rate for ${text(a.sku)} ${b.rate !== undefined ? `changed ${money(b.rate)} → ${money(a.rate)}` : `set to ${money(a.rate)}`}`,
  'customer.rate.remove': (b) => `Rate for ${text(b.sku)} removed (was ${money(b.rate)})`,
  'customer.price_list.import': (_b, a) => `Price list imported from CSV: ${text(a.rows)} rows, ${text(a.created)} new, ${text(a.updated)} changed, ${text(a.removed)} removed`,
  'catalogue.import': (_b, a) => `Products imported from CSV: ${text(a.rows)} rows, ${text(a.created)} new, ${text(a.updated)} changed, ${text(a.unchanged)} unchanged`,
  'quotation.send': (_b, a) => `Prices sent${text(a.valid_until) ? `, valid until ${formatShortDate(text(a.valid_until))}` : ''}${suffix('Note', a.note)}`,
  'quotation.reject': (_b, a) => (text(a.reason) ? `Rejected: ${text(a.reason)}` : 'Rejected'),
  'inquiry.answer': (_b, a) => `Marked answered${suffix('Note', a.note)}`,
  'item_request.answer': (_b, a) => `Marked answered${suffix('Note', a.note)}`,
  // A company's own users: the company admin's Team changes, and an invitation accepted.
  'company_user.invite': (_b, a) => `Team: ${text(a.email)} invited as ${companyRoleWord(a.role)}${limitsText(a)}`,
  'company_user.invite_resend': (_b, a) => `Team: invitation of ${text(a.email)} sent again`,
  'company_user.invite_revoke': (b) => `Team: invitation of ${text(b.email)} withdrawn`,
  'company_user.accept': (_b, a) => `Team: ${text(a.email)} accepted the invitation as ${text(a.name)}`,
  'company_user.update': (b, a) => `Team: ${text(a.email)} ${teamChanges(b, a)}`,
  'company_user.disable': (_b, a) => `Team: ${text(a.email)} disabled`,
  'company_user.enable': (_b, a) => `Team: ${text(a.email)} enabled`,
  'company_user.profile': (b, a) => `Profile: ${text(a.email)} ${profileChanges(b, a)}`,
  'company_user.password': (_b, a) => `Profile: ${text(a.email)} changed their password`,
  'company_user.mails': (b, a) => `Profile: ${text(a.email)} ${mailChanges(b, a)}`,
  'staff.create': (_b, a) => `Staff member added: ${text(a.name)} (${roleWord(a.role)})`,
  'staff.role': (b, a) => `Role changed: ${roleWord(b.role)} → ${roleWord(a.role)}`,
  'staff.deactivate': () => 'Deactivated: can no longer sign in',
  // Content (banners, FAQs, blog posts, policies, free-product offers...): named by their title.
  'content.create': (_b, a) => `Added: ${contentName(a)}`,
  'content.update': (b, a) => `Edited ${contentName(a)}: ${Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => k.replace(/_/g, ' ')).join(', ') || 'nothing changed'}`,
  'content.delete': (b) => `Removed: ${contentName(b)}`,
  'content.move': (b, a) => `Moved from position ${text(b.position)} to ${text(a.position)}`,
};

/** One entry's change in words; an action this file does not know is shown as its code. */
export function auditLabel(entry: Pick<AuditFacts, 'action' | 'before' | 'after'>): string {
  const label = LABELS[entry.action];
  return label ? label(valuesOf(entry.before), valuesOf(entry.after)) : entry.action;
}

/** Who made the change: the staff member's name, the command-line tool, or the email the log kept. */
export function auditActor(entry: Pick<AuditFacts, 'actor_email' | 'actor_name'>): string {
  if (entry.actor_name) return entry.actor_name;
  return entry.actor_email === 'cli' ? 'Command-line tool' : entry.actor_email;
}
