// One printed line of a tax invoice or credit note, in a file of its own: the invoice, its credit
// notes, the purchase register and the e-invoice JSON all read it, and it imports nothing.
export interface InvoiceLine {
  description: string;
  hsn: string | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  /** Paise, before tax. */
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  free: boolean;
}
