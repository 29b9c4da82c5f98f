// The GST arithmetic of one line and of a set of lines, in integer paise: the server prices
// carts, orders and quotations with it (server/src/lib/gst.ts re-exports it), and the back office
// uses it to show live totals while a quotation is being priced, so both agree to the paisa.
// Plain data and functions, no imports: the browser loads it as it is.

export interface GstSplit {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Tax on an amount at a percentage rate, rounded half up to the paisa. GST rates have two
 * decimals (NUMERIC(5,2)), so the rate is taken in hundredths of a percent and the product stays
 * an exact integer: floating-point error cannot tip a x.5 paisa the wrong way.
 */
export function taxOn(amountPaise: number, gstRatePercent: number): number {
  const hundredths = Math.round(gstRatePercent * 100);
  return Math.round((amountPaise * hundredths) / 10_000);
}

/**
 * Same state: CGST + SGST, each half of the tax; an odd paisa goes to CGST so the two always add
 * up to the rounded tax. Other states: the whole tax as IGST.
 */
export function splitGst(amountPaise: number, gstRatePercent: number, sameState: boolean): GstSplit {
  const tax = taxOn(amountPaise, gstRatePercent);
  if (!sameState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export interface TaxedLine extends GstSplit {
  /** Unit price times quantity, before tax. */
  lineTotal: number;
}

/** One line: the amount before tax and its tax split (tax rounded per line). */
export function priceLine(unitPaise: number, quantity: number, gstRatePercent: number, sameState: boolean): TaxedLine {
  const lineTotal = unitPaise * quantity;
  return { lineTotal, ...splitGst(lineTotal, gstRatePercent, sameState) };
}

export interface CartTotals {
  sub_total: number;
  cgst_amount: number;
  sgst_amount: number;
  igst_amount: number;
  grand_total: number;
}

/** Sums taxed lines (all paise). */
export function cartTotals(lines: readonly TaxedLine[]): CartTotals {
  let sub = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  for (const l of lines) {
    sub += l.lineTotal;
    cgst += l.cgst;
    sgst += l.sgst;
    igst += l.igst;
  }
  return { sub_total: sub, cgst_amount: cgst, sgst_amount: sgst, igst_amount: igst, grand_total: sub + cgst + sgst + igst };
}
