// The operator tool's quotation commands: quotations, quotation, quote-price, quote-status and
// quote-reply (modules/quotes: operator.ts reads, answer.ts answers).
import type { OperatorQuotation, OperatorQuotationDetail } from '@contracts/operator';
import type { Db } from '../db/client';
import { priceQuotation, replyToQuotation, setQuotationStatus, type AnswerContext, type PricingResult, type QuotationStatusChange, type ReplyResult } from '../modules/quotes/answer';
import { listQuotationsForOperator, quotationForOperator } from '../modules/quotes/operator';
import { CliError, indented, inr, table, when, withQuery, type ApiCall, type CliIo, type Command } from './shared';

export interface QuoteOps {
  listQuotations(status: string | null): Promise<OperatorQuotation[]>;
  quotation(number: string): Promise<OperatorQuotationDetail>;
  priceQuotation(number: string, prices: Record<string, string>): Promise<PricingResult>;
  setQuotationStatus(number: string, status: string): Promise<QuotationStatusChange>;
  replyToQuotation(number: string, text: string): Promise<ReplyResult>;
}

export function apiQuotes(call: ApiCall): QuoteOps {
  const at = (number: string) => `quotations/${encodeURIComponent(number)}`;
  return {
    listQuotations: async (status) => (await call<{ quotations?: OperatorQuotation[] }>('GET', withQuery('quotations', 'status', status))).quotations ?? [],
    quotation: async (number) => (await call<{ quotation: OperatorQuotationDetail }>('GET', at(number))).quotation,
    priceQuotation: (number, prices) => call('POST', `${at(number)}/price`, { prices }),
    setQuotationStatus: (number, status) => call('POST', `${at(number)}/status`, { status }),
    replyToQuotation: (number, text) => call('POST', `${at(number)}/messages`, { message: text }),
  };
}

/** `answer` carries the same mail setup as the server's. */
export function directQuotes(db: Db, answer: AnswerContext): QuoteOps {
  return {
    listQuotations: (status) => listQuotationsForOperator(db, status),
    quotation: (number) => quotationForOperator(db, number, answer.storeState),
    priceQuotation: (number, prices) => priceQuotation(db, number, prices, answer),
    setQuotationStatus: (number, status) => setQuotationStatus(db, number, status, answer),
    replyToQuotation: (number, text) => replyToQuotation(db, number, text, answer),
  };
}

export const QUOTE_USAGE = `  quotations [--status S]  list quotations, newest first (S: pending, quoted, accepted, rejected,
                           ordered, expired)
  quotation <number>       show a quotation's lines, prices, validity and message thread
  quote-price <number> <sku>=<unit price> ...
                           set quoted unit prices (rupees, before GST); once every line has one
                           the quotation is 'quoted' and the customer gets a mail
  quote-status <number> <status>
                           move a quotation along its flow (quoted -> accepted | rejected | expired,
                           accepted -> expired); 'ordered' comes only from the buyer's order.
                           The customer is mailed
  quote-reply <number> <text>
                           answer the buyer's question in the quotation's thread (mailed to them)`;

function printQuotation(q: OperatorQuotationDetail, io: CliIo): void {
  io.out(`${q.quotation_number}  ${q.status_title}  requested ${q.created_at.slice(0, 10)}`);
  io.out(`Customer: ${q.company_name} <${q.customer_email}>, contact ${q.contact_name}${q.contact_phone ? `, ${q.contact_phone}` : ''}`);
  io.out(`Ships to: ${q.shipping_state ?? 'no default shipping address'}`);
  if (q.description) io.out(`Requirement: ${q.description}`);
  const rows = [['SKU', 'PRODUCT', 'QTY', 'LIST', 'RATE', 'QUOTED', 'GST%']];
  for (const l of q.lines) {
    rows.push([
      l.sku,
      l.product_name.length > 48 ? `${l.product_name.slice(0, 47)}…` : l.product_name,
      String(l.quantity),
      inr.format(l.list_price),
      l.custom_rate === null ? '-' : inr.format(l.custom_rate),
      l.quoted_price === null ? '-' : inr.format(l.quoted_price),
      String(l.gst_rate),
    ]);
  }
  for (const line of table(rows)) io.out(line);
  if (q.totals) io.out(`Quoted total: ${inr.format(q.totals.sub_total)} + GST = ${inr.format(q.totals.grand_total)}`);
  if (q.valid_until) io.out(`Valid until: ${when(q.valid_until)}`);
  if (q.order_number) io.out(`Ordered: order ${q.order_number}`);
  if (q.rejection_reason) io.out(`Rejected: ${q.rejection_reason}`);
  if (q.messages.length) {
    io.out('Messages:');
    for (const m of q.messages) {
      io.out(`  ${when(m.created_at)}  ${m.author === 'store' ? 'Store' : 'Buyer'}:`);
      for (const line of indented(m.body)) io.out(`  ${line}`);
    }
  }
}

const mailedAt = (q: OperatorQuotationDetail) => ` The customer was mailed at ${q.contact_email ?? q.customer_email}.`;

export const quoteCommands: Record<string, Command<QuoteOps>> = {
  quotations: {
    shape: 'quotations [--status <status>]',
    options: { status: { type: 'string' } },
    positionals: 0,
    async run({ values }, op, io) {
      const status = (values.status as string | undefined) ?? null;
      const list = await op.listQuotations(status);
      if (list.length === 0) {
        io.out(status ? `No ${status} quotations.` : 'No quotations yet.');
        return;
      }
      io.out(`${list.length} quotation${list.length === 1 ? '' : 's'}${status ? ` (${status})` : ''}:`);
      const rows = [['NUMBER', 'STATUS', 'CUSTOMER', 'COMPANY', 'LINES', 'PRICED', 'REQUESTED']];
      for (const q of list) {
        rows.push([q.quotation_number, q.status_title, q.customer_email, q.company_name, String(q.item_count), String(q.priced_count), q.created_at.slice(0, 10)]);
      }
      for (const line of table(rows)) io.out(line);
      io.out('Show one with: npm run store -- quotation <number>');
    },
  },
  quotation: {
    shape: 'quotation <number>',
    positionals: 1,
    run: async ({ positionals: [number] }, op, io) => printQuotation(await op.quotation(number), io),
  },
  'quote-price': {
    shape: 'quote-price <number> <sku>=<unit price> ...',
    positionals: [2, Number.POSITIVE_INFINITY],
    async run({ positionals: [number, ...pairs] }, op, io) {
      const prices: Record<string, string> = {};
      for (const pair of pairs) {
        const at = pair.indexOf('=');
        if (at <= 0) throw new CliError(`Not a <sku>=<unit price> pair: ${pair}`);
        prices[pair.slice(0, at)] = pair.slice(at + 1);
      }
      const { quotation, complete, mailed } = await op.priceQuotation(number, prices);
      printQuotation(quotation, io);
      if (complete) io.out(`Every line is priced: ${quotation.quotation_number} is now Quoted.${mailed ? mailedAt(quotation) : ''}`);
      else {
        const open = quotation.lines.filter((l) => l.quoted_price === null).map((l) => l.sku);
        io.out(`Still to price: ${open.join(', ')}. The quotation stays ${quotation.status_title} until every line has a price.`);
      }
    },
  },
  'quote-status': {
    shape: 'quote-status <number> <status>',
    positionals: 2,
    async run({ positionals: [number, status] }, op, io) {
      const { quotation, changed, mailed } = await op.setQuotationStatus(number, status);
      if (!changed) io.out(`${quotation.quotation_number} was already ${quotation.status_title}.`);
      else io.out(`${quotation.quotation_number} is now ${quotation.status_title}.${mailed ? ' The customer was mailed.' : ''}`);
    },
  },
  'quote-reply': {
    shape: 'quote-reply <number> <text>',
    positionals: [2, Number.POSITIVE_INFINITY],
    async run({ positionals: [number, ...words] }, op, io) {
      const { quotation, mailed } = await op.replyToQuotation(number, words.join(' '));
      io.out(`Answer added to ${quotation.quotation_number}'s thread.${mailed ? mailedAt(quotation) : ''}`);
    },
  },
};
