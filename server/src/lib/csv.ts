// RFC 4180 CSV as spreadsheets write it: a header row, quoted fields that may hold commas,
// quotes ("") and line breaks, CRLF or LF, an optional UTF-8 byte-order mark (Excel adds one).

export interface CsvRecord {
  /** The file line the record starts on (1 = the header), for error messages. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Splits CSV text into records. Blank lines are skipped (a trailing newline, or gaps left by a
 * spreadsheet); a quote that opens a field and is never closed is a syntax error at its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  return parseFrom(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, 1).records;
}

/** parseCsv's work on text whose first line is the file's line `firstLine`; answers the line after it too. */
function parseFrom(src: string, firstLine: number): { records: CsvRecord[]; nextLine: number } {
  const out: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = firstLine;
  let recordLine = firstLine;
  let quoted = false;
  let quoteLine = 0;
  // Whether the current record has any content yet (a blank line is not a record of one empty field).
  let started = false;
  const n = src.length;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (started || fields.length > 1) out.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };
  while (i < n) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === '\n') line += 1;
      // Plain runs in one slice: 100,000 rows of descriptions are mostly this path.
      let j = i + 1;
      while (j < n && src[j] !== '"' && src[j] !== '\n') j += 1;
      field += src.slice(i, j);
      i = j;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      started = true;
      i += 1;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      i += 1;
      line += 1;
      recordLine = line;
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
      started = true;
      i += 1;
    } else {
      // A quote inside an unquoted field is kept as it is (lenient, as spreadsheets read it).
      let j = i + 1;
      while (j < n && src[j] !== ',' && src[j] !== '\n' && src[j] !== '\r') j += 1;
      field += src.slice(i, j);
      started = true;
      i = j;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, `Line ${quoteLine}: a quoted field is never closed (a missing ").`);
  if (started || field !== '' || fields.length > 0) endRecord();
  return { records: out, nextLine: line };
}

/**
 * CSV arriving in pieces (an upload read as it streams): each piece's complete records are parsed
 * as soon as they are in, so the file's text is never held whole, only its records. Records are
 * cut after a line break outside quotes, found by the same rule parseCsv follows (a quote opens a
 * field only at its start), and numbered by their line in the whole file.
 */
export class CsvStreamReader {
  readonly records: CsvRecord[] = [];
  private pending = '';
  private line = 1;
  private first = true;
  /** Where scanning `pending` stopped, and the scanner's state there. */
  private scanned = 0;
  private quoted = false;
  private atFieldStart = true;

  push(text: string): void {
    this.pending += text;
    if (this.first) {
      if (this.pending.length === 0) return;
      if (this.pending.charCodeAt(0) === 0xfeff) this.pending = this.pending.slice(1);
      this.first = false;
    }
    let cut = -1;
    const src = this.pending;
    let i = this.scanned;
    for (; i < src.length; i += 1) {
      const c = src[i];
      if (this.quoted) {
        if (c !== '"') continue;
        // A doubled quote may be split across pieces: wait for the next one to decide.
        if (i + 1 >= src.length) break;
        if (src[i + 1] === '"') i += 1;
        else this.quoted = false;
      } else if (c === '"' && this.atFieldStart) {
        this.quoted = true;
        this.atFieldStart = false;
      } else if (c === ',' || c === '\r') this.atFieldStart = true;
      else if (c === '\n') {
        this.atFieldStart = true;
        cut = i + 1;
      } else this.atFieldStart = false;
    }
    this.scanned = i;
    if (cut > 0) this.take(cut);
  }

  /** The rest of the file; a quote never closed is a CsvSyntaxError at its line. */
  end(): CsvRecord[] {
    this.take(this.pending.length);
    return this.records;
  }

  private take(cut: number): void {
    const { records, nextLine } = parseFrom(this.pending.slice(0, cut), this.line);
    for (const r of records) this.records.push(r);
    this.line = nextLine;
    this.pending = this.pending.slice(cut);
    this.scanned -= cut;
  }
}

// OWASP CSV injection: a spreadsheet runs a cell that starts with =, +, -, @, a tab or a CR as a
// formula (=HYPERLINK(...) in a product name). Such text is written with a single quote in front,
// which spreadsheets show as text; so is text already starting with quotes before one of those
// characters, so that reading the file back (csvText) drops exactly the one quote added.
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/**
 * One CSV field: text that a spreadsheet would run as a formula gets a leading single quote;
 * quoted when it holds a comma, quote, line break or edge spaces. Numbers are written as they are
 * (a negative number is a number, not a formula).
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A field's text as csvField was given it: the one quote added in front of a formula start is dropped. */
export const csvText = (field: string): string => (NEUTRALISED.test(field) ? field.slice(1) : field);

/** A CSV row with CRLF, the line ending RFC 4180 and spreadsheets use. */
export const csvRow = (values: (string | number | boolean | null | undefined)[]): string => `${values.map(csvField).join(',')}\r\n`;
