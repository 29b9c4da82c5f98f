// What every command file of the operator tool shares: its input and output, its error, the
// command shape the entry dispatches on, and the table and money printing.
import type { ParseArgsConfig } from 'node:util';
import type { FieldErrors } from '../lib/errors';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Raw output (export-products writes CSV to stdout). */
  write?(chunk: string): void;
}

export const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  write: (chunk) => process.stdout.write(chunk),
};

/** A failure to report to the operator (exit code 1). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** A command's arguments once `parseArgs` has read them. */
export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

/** One command of the tool: its usage shape, its arguments, and what it does with an area's calls. */
export interface Command<Ops> {
  /** Shown as `Usage: npm run store -- <shape>` when the arguments do not fit (exit code 2). */
  shape: string;
  /** `parseArgs` options; a command without options takes every argument as given (an amount of -1 too). */
  options?: ParseArgsConfig['options'];
  /** How many positional arguments: exactly n, or [min, max]. */
  positionals: number | [min: number, max: number];
  /** A further check of the parsed shape (e.g. lines or --amount). */
  ok?: (args: Parsed) => boolean;
  run(args: Parsed, ops: Ops, io: CliIo): Promise<void>;
}

/** How a back end reaches the operator API: JSON in, JSON out, a CliError for an error answer. */
export type ApiCall = <T>(method: 'GET' | 'POST', route: string, body?: unknown) => Promise<T>;

export const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Columns padded to their widest cell; the first row is the heading. */
export function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}

// The store works in India time, so the tool prints it (the server stores UTC).
const INDIA_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time in India time, as "2026-05-01 15:52 IST". */
export const when = (iso: string) => {
  const part = Object.fromEntries(INDIA_TIME.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} IST`;
};
/** Visitor text, each line indented under its heading line. */
export const indented = (text: string) => text.split(/\r?\n/).map((line) => `  ${line}`.trimEnd());

/** `/path?name=value` when a value is given, `/path` otherwise. */
export const withQuery = (route: string, name: string, value: string | null | undefined) =>
  value ? `${route}?${name}=${encodeURIComponent(value)}` : route;
