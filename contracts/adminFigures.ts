// The back office's figures wire (/api/admin/figures...): sales with GST per day, week or month
// (India time), orders by status, top products and customers, credit in use; and each as CSV.
import { Type, type Static } from 'typebox';
import { ORDER_STATUSES } from './statuses';
import { Money, OneOf, PublicId } from './common';
import { FIGURE_FILES, FIGURE_GROUPS, FIGURE_PERIODS } from './figuresRules';

export * from './figuresRules';

export const FiguresQuery = Type.Object({
  period: Type.Optional(OneOf(FIGURE_PERIODS, { description: 'A preset (India time) or custom with from and to. Default: this_month.' })),
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (India time), YYYY-MM-DD: custom period only.' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (India time), YYYY-MM-DD: custom period only.' })),
  group: Type.Optional(OneOf(FIGURE_GROUPS, { description: 'Sales per day, week (Monday first) or month. Default: day.' })),
});
export type FiguresQuery = Static<typeof FiguresQuery>;

export const FigureParams = Type.Object({ figure: OneOf(FIGURE_FILES) });
export type FigureParams = Static<typeof FigureParams>;

export const SalesAmounts = Type.Object({
  invoices: Type.Integer({ description: 'Tax invoices issued.' }),
  credit_notes: Type.Integer({ description: 'Credit notes issued.' }),
  taxable: Money,
  cgst: Money,
  sgst: Money,
  igst: Money,
  total: Money,
  credited: Money,
});
export type SalesAmounts = Static<typeof SalesAmounts>;

export const SalesBucket = Type.Object({
  start: Type.String({ format: 'date', description: 'First day of the day, week or month (India time); the first bucket starts at the period.' }),
  ...SalesAmounts.properties,
});
export type SalesBucket = Static<typeof SalesBucket>;

export const StatusCount = Type.Object({ status: OneOf(ORDER_STATUSES), orders: Type.Integer(), total: Money });
export type StatusCount = Static<typeof StatusCount>;

export const TopProduct = Type.Object({ product_id: Type.Integer(), sku: Type.String(), name: Type.String(), quantity: Type.Integer(), value: Money });
export type TopProduct = Static<typeof TopProduct>;

export const TopCustomer = Type.Object({ id: PublicId, company: Type.String(), name: Type.String(), invoices: Type.Integer(), value: Money });
export type TopCustomer = Static<typeof TopCustomer>;

export const CreditFigures = Type.Object({
  customers: Type.Integer({ description: 'Approved accounts with a credit limit.' }),
  customers_using: Type.Integer({ description: 'Accounts with credit in use.' }),
  limit: Money,
  in_use: Money,
  available: Money,
});
export type CreditFigures = Static<typeof CreditFigures>;

export const Figures = Type.Object({
  period: Type.Object({ name: OneOf(FIGURE_PERIODS), from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }), group: OneOf(FIGURE_GROUPS) }),
  basis: Type.String(),
  sales: Type.Object({ buckets: Type.Array(SalesBucket), totals: SalesAmounts }),
  orders_by_status: Type.Array(StatusCount),
  top_products: Type.Array(TopProduct),
  top_customers: Type.Array(TopCustomer),
  credit: CreditFigures,
});
export type Figures = Static<typeof Figures>;

export const FiguresResponse = Type.Object({ status: Type.Boolean(), figures: Figures });
export type FiguresResponse = Static<typeof FiguresResponse>;

export const FigureCsvResponse = Type.String({ description: 'CSV (text/csv, UTF-8): amounts in INR with 2 decimals, days as YYYY-MM-DD.' });
