// How an audit entry reads to people: "Status changed: Approved → Shipped", "Credit limit changed
// ₹0.00 → ₹50,000.00", "Rejected: reason", and who did it. Written once for every detail page's
// history and the audit log; a code this file does not know still reads as words ("Settings updated"),
// never as the code.
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

/** The fields that differ between before and after, in words ("store name, gstin"). */
const changedFields = (b: Values, a: Values): string =>
  Object.keys({ ...b, ...a })
    .filter((k) => k !== 'version' && k !== 'updatedAt' && k !== 'updated_at' && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map(fieldWord)
    .join(', ') || 'nothing changed';
/** "productName" or "product_name" as "product name". */
const fieldWord = (k: string) => k.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const countOf = (v: unknown) => (Array.isArray(v) ? `${v.length} image${v.length === 1 ? '' : 's'}` : '—');
const taxonomyChange = (noun: string, was: string, now: string, wasActive: unknown, nowActive: unknown): string => {
  if (now && was !== now) return `${noun} renamed: ${was} → ${now}`;
  if (wasActive !== nowActive) return `${noun} ${nowActive ? 'activated' : 'deactivated'}: ${was}`;
  return `${noun} edited: ${was}`;
};

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
  'quotation.reply': (_b, a) => `Replied to the buyer${suffix('Message', a.message)}`,
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
  'content.sanitise': (b) => `Stored text cleaned: ${Array.isArray(b.removed) && b.removed.length ? `removed ${b.removed.map(text).join(', ')}` : 'unsafe markup removed'}`,
  // The catalogue: products, stock, images, categories and brands.
  'product.create': (_b, a) => `Product added: ${text(a.productName) || text(a.product_name) || text(a.sku) || '—'}`,
  'product.update': (b, a) => `Product edited: ${changedFields(b, a)}`,
  'product.stock': (b, a) => `Stock changed ${text(b.stockQuantity) || '0'} → ${text(a.stockQuantity) || '0'}`,
  'product.images': (b, a) => `Images changed: ${countOf(b.images)} → ${countOf(a.images)}`,
  'category.create': (_b, a) => `Category added: ${text(a.title)}`,
  'category.update': (b, a) => taxonomyChange('Category', text(b.title), text(a.title), b.isActive, a.isActive),
  'category.delete': (b) => `Category deleted: ${text(b.title)}`,
  'brand.create': (_b, a) => `Brand added: ${text(a.brandName)}`,
  'brand.update': (b, a) => taxonomyChange('Brand', text(b.brandName), text(a.brandName), b.isActive, a.isActive),
  'brand.delete': (b) => `Brand deleted: ${text(b.brandName)}`,
  'settings.update': (b, a) => `Settings updated: ${changedFields(b, a)}`,
};

/** The actions that have words of their own (the rest read through actionWords). */
export const AUDIT_LABELLED_ACTIONS: readonly string[] = Object.keys(LABELS);

/** What kind of record an entry is about, as staff call it (an entity type this file does not know reads as words). */
const ENTITY_WORDS: Record<string, string> = {
  customer: 'Account',
  order: 'Order',
  quotation: 'Quotation',
  staff: 'Staff member',
  product: 'Product',
  category: 'Category',
  brand: 'Brand',
  free_product: 'Free-product offer',
  import: 'Product import',
  inquiry: 'Inquiry',
  item_request: 'Item request',
  job: 'Job',
  policy: 'Policy',
  store_settings: 'Store settings',
  banner: 'Banner',
  partner: 'Partner',
  faq: 'FAQ',
  about_entry: 'About entry',
  social_link: 'Social link',
  blog: 'Blog post',
};

/** A code ("item_request", "credit_terms") as words with a capital ("Item request"). */
const codeWords = (code: string): string => {
  const words = code.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const auditEntityLabel = (entityType: string): string => ENTITY_WORDS[entityType] ?? codeWords(entityType);

/** The past tense of the verbs actions end in ("create" → "added"); an unknown verb reads as itself. */
const VERBS: Record<string, string> = { create: 'added', add: 'added', update: 'updated', edit: 'edited', delete: 'deleted', remove: 'removed', approve: 'approved', reject: 'rejected', cancel: 'cancelled', retry: 'retried', discard: 'discarded', import: 'imported', answer: 'answered', move: 'moved', send: 'sent' };

/** "settings.update" → "Settings updated", "widget.frob_all" → "Widget frob all": an action no label knows yet, in words. */
function actionWords(action: string): string {
  const parts = action.split('.');
  const verb = parts.length > 1 ? parts.pop()! : '';
  const subject = parts.join(' ').replace(/_/g, ' ');
  return codeWords(verb ? `${subject} ${VERBS[verb] ?? verb.replace(/_/g, ' ')}` : subject);
}

/** One entry's change in words, never its code. */
export function auditLabel(entry: Pick<AuditFacts, 'action' | 'before' | 'after'>): string {
  const label = LABELS[entry.action];
  return label ? label(valuesOf(entry.before), valuesOf(entry.after)) : actionWords(entry.action);
}

/** Who made the change: the staff member's name, the command-line tool, or the email the log kept. */
export function auditActor(entry: Pick<AuditFacts, 'actor_email' | 'actor_name'>): string {
  if (entry.actor_name) return entry.actor_name;
  return entry.actor_email === 'cli' ? 'Command-line tool' : entry.actor_email;
}
