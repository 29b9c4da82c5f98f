// Builds the e-invoice JSON (schema 1.1, schema.ts) of a tax invoice or credit note from what the
// document prints (gst/invoice.ts, gst/creditNotes.ts): amounts are the stored paise as
// rupees with 2 decimals, never recomputed from today's catalogue. Refuses, with a reason staff can
// act on, what the rules keep out of e-invoicing: a buyer without a GSTIN (B2C) and a line without
// a 6- or 8-digit HSN code.
import { indiaDay } from '@contracts/format';
import { gstState } from '../../../lib/gstStates';
import type { Seller } from '../../../lib/pdf';
import type { InvoiceLine } from '../invoiceLine';
import { schemaErrors } from './schema';

export type EInvoiceDocType = 'INV' | 'CRN';

/** The printed line of an invoice or credit note (paise): gst/invoiceLine.ts's, without its free-item flag. */
export type SourceLine = Omit<InvoiceLine, 'free'>;

export interface EInvoiceSource {
  type: EInvoiceDocType;
  number: string;
  date: Date;
  seller: Seller;
  buyer: {
    gstin: string | null;
    legalName: string;
    /** The billing address as copied onto the order. */
    line1: string;
    line2: string | null;
    city: string | null;
    pincode: string | null;
    /** The shipping state: the place of supply of goods. */
    shipState: string | null;
  };
  lines: SourceLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grandTotal: number };
  /** A credit note's invoice. */
  preceding?: { number: string; date: Date };
}

/** Why a document cannot be e-invoiced; registration records it and sends nothing. */
export class EInvoiceRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'EInvoiceRefused';
  }
}

export const B2C_REFUSAL = 'The buyer has no GSTIN: e-invoices are for registered (B2B) buyers only; the tax invoice stands without an IRN.';
export const hsnRefusal = (line: number, description: string) =>
  `Line ${line} (${description}) has no 6- or 8-digit HSN code, which an e-invoice needs: correct the product's HSN and issue a fresh document.`;

/** dd/mm/yyyy in India time, as the schema's dates are written. */
export function portalDate(at: Date): string {
  const [y, m, d] = indiaDay(at).split('-');
  return `${d}/${m}/${y}`;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const GSTIN_RE = /^[0-9]{2}[0-9A-Z]{13}$/;
const HSN_RE = /^[0-9]{6}(?:[0-9]{2})?$/;

/** What the schema's short text fields take: trimmed, at most `max` characters. */
const clip = (s: string, max: number) => s.trim().replace(/\s+/g, ' ').slice(0, max);

/**
 * The store's address is one line in its settings ('14, Lamington Road, Mumbai, Maharashtra
 * 400007, India'): the PIN is its 6-digit number and the place the part before the state's name.
 */
export function sellerAddress(seller: Seller): { Addr1: string; Loc: string; Pin: number | null } {
  const pin = /\b([1-9][0-9]{5})\b/.exec(seller.address)?.[1];
  const parts = seller.address.split(',').map((p) => p.trim()).filter(Boolean);
  const statePart = parts.findIndex((p) => p.toLowerCase().startsWith(seller.state.toLowerCase()));
  const loc = statePart > 0 ? parts[statePart - 1] : seller.state;
  const street = statePart > 1 ? parts.slice(0, statePart - 1).join(', ') : seller.address;
  return { Addr1: clip(street, 100), Loc: clip(loc, 50), Pin: pin ? Number(pin) : null };
}

/** The e-invoice JSON of the document; EInvoiceRefused when it cannot be one (and why). */
export function buildEInvoice(src: EInvoiceSource): Record<string, unknown> {
  const buyerGstin = src.buyer.gstin?.trim().toUpperCase() ?? '';
  if (!buyerGstin) throw new EInvoiceRefused(B2C_REFUSAL);
  if (!GSTIN_RE.test(buyerGstin)) throw new EInvoiceRefused(`The buyer's GSTIN ${buyerGstin} is not a valid GSTIN.`);
  src.lines.forEach((l, i) => {
    if (!l.hsn || !HSN_RE.test(l.hsn)) throw new EInvoiceRefused(hsnRefusal(i + 1, l.description));
  });
  const seller = sellerAddress(src.seller);
  if (seller.Pin === null) throw new EInvoiceRefused("The store's address in Settings has no 6-digit PIN code, which the e-invoice's seller details need.");
  const pin = src.buyer.pincode?.trim() ?? '';
  if (!/^[1-9][0-9]{5}$/.test(pin)) throw new EInvoiceRefused(`The buyer's billing address has no valid 6-digit PIN code (${pin || 'none'}).`);
  const pos = gstState(src.buyer.shipState);
  if (!pos) throw new EInvoiceRefused(`The place of supply (${src.buyer.shipState ?? 'no state'}) is not an Indian state or territory.`);

  const items = src.lines.map((l, i) => ({
    SlNo: String(i + 1),
    PrdDesc: clip(l.description.length >= 3 ? l.description : `${l.description} (goods)`, 300),
    IsServc: 'N',
    HsnCd: l.hsn as string,
    Qty: l.quantity,
    Unit: l.unit.toUpperCase(),
    UnitPrice: rupees(l.unitPrice),
    TotAmt: rupees(l.taxableValue),
    Discount: 0,
    AssAmt: rupees(l.taxableValue),
    GstRt: l.gstRate,
    IgstAmt: rupees(l.igst),
    CgstAmt: rupees(l.cgst),
    SgstAmt: rupees(l.sgst),
    TotItemVal: rupees(l.taxableValue + l.cgst + l.sgst + l.igst),
  }));

  const doc: Record<string, unknown> = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: null, IgstOnIntra: 'N' },
    DocDtls: { Typ: src.type, No: src.number, Dt: portalDate(src.date) },
    SellerDtls: {
      Gstin: src.seller.gstin,
      LglNm: clip(src.seller.name, 100),
      Addr1: seller.Addr1,
      Loc: seller.Loc,
      Pin: seller.Pin,
      Stcd: src.seller.gstin.slice(0, 2),
    },
    BuyerDtls: {
      Gstin: buyerGstin,
      LglNm: clip(src.buyer.legalName, 100),
      Pos: pos.code,
      Addr1: clip(src.buyer.line1, 100),
      ...(src.buyer.line2 && src.buyer.line2.trim().length >= 3 ? { Addr2: clip(src.buyer.line2, 100) } : {}),
      Loc: clip(src.buyer.city && src.buyer.city.trim().length >= 3 ? src.buyer.city : (gstState(src.buyer.shipState)?.name ?? 'India'), 50),
      Pin: Number(pin),
      // The buyer's state is the one its GSTIN is registered in (the GSTIN's first two digits).
      Stcd: buyerGstin.slice(0, 2),
    },
    ItemList: items,
    ValDtls: {
      AssVal: rupees(src.totals.taxable),
      CgstVal: rupees(src.totals.cgst),
      SgstVal: rupees(src.totals.sgst),
      IgstVal: rupees(src.totals.igst),
      TotInvVal: rupees(src.totals.grandTotal),
    },
  };
  if (src.preceding) {
    doc.RefDtls = { PrecDocDtls: [{ InvNo: src.preceding.number, InvDt: portalDate(src.preceding.date) }] };
  }
  const problems = schemaErrors(doc);
  if (problems.length > 0) throw new EInvoiceRefused(`The e-invoice does not meet the schema: ${problems.slice(0, 3).join('; ')}.`);
  return doc;
}
