// The buyer's purchase register (GET /purchase-register and its CSV and PDF): every tax invoice
// and credit note of the company in a month or a financial-year quarter, one row per document and
// GST rate, in the column order GSTR-2B reconciliation uses; credit notes negative; sums in paise.
import { Type, type Static } from 'typebox';
import { REGISTER_PERIOD_PATTERN } from './purchaseRegisterRules';

export * from './purchaseRegisterRules';

export const PurchaseRegisterQuery = Type.Object({
  period: Type.String({ pattern: REGISTER_PERIOD_PATTERN, description: "A month ('2026-11') or a financial-year quarter ('FY2026-27-Q3'), India time." }),
});
export type PurchaseRegisterQuery = Static<typeof PurchaseRegisterQuery>;

const Paise = (description?: string) => Type.Integer({ description });

export const PurchaseRegisterRow = Type.Object({
  supplier_gstin: Type.String({ description: "The store's GSTIN as the document was issued." }),
  supplier_name: Type.String(),
  buyer_gstin: Type.Union([Type.String(), Type.Null()]),
  document_type: Type.Union([Type.Literal('Invoice'), Type.Literal('Credit note')]),
  document_number: Type.String(),
  document_date: Type.String({ format: 'date' }),
  /** The whole document's value (tax included), on each of its rate rows as GSTR-2B shows it; negative for a credit note. */
  document_value_paise: Paise(),
  /** 'NN-State', the state the goods went to. */
  place_of_supply: Type.String(),
  reverse_charge: Type.Literal('N'),
  rate: Type.Number({ description: 'GST rate in percent.' }),
  taxable_paise: Paise(),
  igst_paise: Paise(),
  cgst_paise: Paise(),
  sgst_paise: Paise(),
  cess_paise: Paise(),
});
export type PurchaseRegisterRow = Static<typeof PurchaseRegisterRow>;

export const PurchaseRegisterTotals = Type.Object({
  invoices: Type.Integer(),
  credit_notes: Type.Integer(),
  /** Each document counted once. */
  document_value_paise: Paise(),
  taxable_paise: Paise(),
  igst_paise: Paise(),
  cgst_paise: Paise(),
  sgst_paise: Paise(),
  cess_paise: Paise(),
});
export type PurchaseRegisterTotals = Static<typeof PurchaseRegisterTotals>;

export const PurchaseRegister = Type.Object({
  period: Type.String(),
  label: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  buyer: Type.Object({ name: Type.String(), gstin: Type.Union([Type.String(), Type.Null()]) }),
  rows: Type.Array(PurchaseRegisterRow),
  totals: PurchaseRegisterTotals,
});
export type PurchaseRegister = Static<typeof PurchaseRegister>;

export const PurchaseRegisterResponse = Type.Object({ status: Type.Boolean(), data: PurchaseRegister });
export type PurchaseRegisterResponse = Static<typeof PurchaseRegisterResponse>;
