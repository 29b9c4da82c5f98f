// The JSON Schema of the e-invoice (NIC/IRP e-invoice schema version 1.1), written for this store
// from the published schema (the government's "e-Invoice JSON schema" v1.1 and its field notes),
// not copied from it: the parts a B2B tax invoice or credit note of goods fills, with the published
// lengths, patterns and ranges. Where this store is stricter than the published schema it says so.
// Ajv compiles it once; the sandbox portal and the builder's own check both use it.
import Ajv from 'ajv';

const text = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength });
/** Rupees: the schema's amounts are numbers with at most 2 decimals (ours are paise / 100). */
const amount = (maximum = 999999999999.99) => ({ type: 'number', minimum: 0, maximum, multipleOf: 0.01 });
const GSTIN = { type: 'string', pattern: '^[0-9]{2}[0-9A-Z]{13}$', minLength: 15, maxLength: 15 };
const STATE_CODE = { type: 'string', pattern: '^(?:0[1-9]|[1-3][0-9]|9[67])$' };
const PIN = { type: 'integer', minimum: 100000, maximum: 999999 };
const DATE = { type: 'string', pattern: '^(?:0[1-9]|[12][0-9]|3[01])/(?:0[1-9]|1[0-2])/20[0-9]{2}$' };
/** Document numbers: 1-16 characters, letters, digits, '/' and '-', not starting with 0, '/' or '-'. */
const DOC_NO = { type: 'string', pattern: '^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$' };

const party = {
  Gstin: GSTIN,
  LglNm: text(3, 100),
  TrdNm: text(3, 100),
  Addr1: text(1, 100),
  Addr2: text(3, 100),
  Loc: text(3, 50),
  Pin: PIN,
  Stcd: STATE_CODE,
  Ph: { type: 'string', pattern: '^[0-9]{6,12}$' },
  Em: text(6, 100),
};

export const EINVOICE_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'GST e-invoice (IRP schema version 1.1), as this store issues it',
  type: 'object',
  additionalProperties: false,
  required: ['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'],
  properties: {
    Version: { type: 'string', const: '1.1' },
    TranDtls: {
      type: 'object',
      additionalProperties: false,
      required: ['TaxSch', 'SupTyp'],
      properties: {
        TaxSch: { type: 'string', const: 'GST' },
        SupTyp: { type: 'string', enum: ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'] },
        RegRev: { type: 'string', enum: ['Y', 'N'] },
        EcmGstin: { type: ['string', 'null'] },
        IgstOnIntra: { type: 'string', enum: ['Y', 'N'] },
      },
    },
    DocDtls: {
      type: 'object',
      additionalProperties: false,
      required: ['Typ', 'No', 'Dt'],
      properties: { Typ: { type: 'string', enum: ['INV', 'CRN', 'DBN'] }, No: DOC_NO, Dt: DATE },
    },
    SellerDtls: {
      type: 'object',
      additionalProperties: false,
      required: ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
      properties: party,
    },
    BuyerDtls: {
      type: 'object',
      additionalProperties: false,
      // The published schema lets an export buyer use 'URP'; a B2B buyer in India has a GSTIN.
      required: ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Stcd'],
      properties: { ...party, Pos: STATE_CODE },
    },
    ItemList: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'],
        properties: {
          SlNo: { type: 'string', pattern: '^[0-9]{1,6}$' },
          PrdDesc: text(3, 300),
          IsServc: { type: 'string', enum: ['Y', 'N'] },
          // Stricter than the published 4-8 digits: sellers above Rs. 5 crore turnover print 6 or 8.
          HsnCd: { type: 'string', pattern: '^[0-9]{6}(?:[0-9]{2})?$' },
          Qty: { type: 'number', minimum: 0, maximum: 9999999999.999 },
          FreeQty: { type: 'number', minimum: 0, maximum: 9999999999.999 },
          // A unit quantity code (UQC) of the GST rules: NOS, PCS, BOX, ...
          Unit: { type: 'string', minLength: 3, maxLength: 8, pattern: '^[A-Z]{3,8}$' },
          UnitPrice: { type: 'number', minimum: 0, maximum: 99999999999.999 },
          TotAmt: amount(),
          Discount: amount(),
          AssAmt: amount(),
          GstRt: { type: 'number', enum: [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] },
          IgstAmt: amount(),
          CgstAmt: amount(),
          SgstAmt: amount(),
          TotItemVal: amount(),
        },
      },
    },
    ValDtls: {
      type: 'object',
      additionalProperties: false,
      required: ['AssVal', 'TotInvVal'],
      properties: {
        AssVal: amount(),
        CgstVal: amount(),
        SgstVal: amount(),
        IgstVal: amount(),
        Discount: amount(),
        OthChrg: amount(),
        RndOffAmt: { type: 'number', minimum: -99.99, maximum: 99.99 },
        TotInvVal: amount(),
      },
    },
    RefDtls: {
      type: 'object',
      additionalProperties: false,
      properties: {
        InvRm: text(3, 100),
        PrecDocDtls: {
          type: 'array',
          minItems: 1,
          maxItems: 100,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['InvNo', 'InvDt'],
            properties: { InvNo: DOC_NO, InvDt: DATE, OthRefNo: text(1, 20) },
          },
        },
      },
    },
  },
} as const;

// multipleOfPrecision: 0.07 / 0.01 is 7.000000000000001 in floating point, still 2 decimals.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, multipleOfPrecision: 6 });
const validate = ajv.compile(EINVOICE_SCHEMA);

/** The schema's complaints about a document, one readable line each ('/ItemList/0/HsnCd must match ...'); empty when valid. */
export function schemaErrors(doc: unknown): string[] {
  if (validate(doc)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
