// Field-by-field validation with the storefront's messages (first message per field is shown),
// shared by registration, profile, password and address forms.
import { MESSAGES, PATTERNS } from '@contracts/fields';
import { invalid, type FieldErrors } from '../../lib/errors';

export interface FieldRule {
  /** Message when the field is missing or blank; omit for an optional field. */
  required?: string;
  /** Maximum length in characters (after trimming). */
  max?: number;
  maxMessage?: string;
  min?: number;
  minMessage?: string;
  pattern?: RegExp;
  patternMessage?: string;
  oneOf?: readonly string[];
  oneOfMessage?: string;
  /** Normalises the value before the checks (e.g. upper-case a PAN). */
  transform?: (value: string) => string;
  /** Passwords are not trimmed: spaces are part of them. */
  keepSpaces?: boolean;
}

export type Rules = Record<string, FieldRule>;

// The patterns and messages are the contracts' (one rule per kind of value for server and storefront).
export const EMAIL_RE = PATTERNS.email;
export const PHONE_RE = PATTERNS.phone;
export const DIGITS_RE = PATTERNS.digits;
export const PINCODE_RE = PATTERNS.pincode;
export const GSTIN_RE = PATTERNS.gstin;
export const PAN_RE = PATTERNS.pan;

export const LINE1_MAX_MESSAGE = MESSAGES.line1Max;

/** A request value as text: strings trimmed, numbers stringified, anything else empty. */
export function text(value: unknown, keepSpaces = false): string {
  if (typeof value === 'string') return keepSpaces ? value : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export class FieldErrorsBuilder {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** 422 with every collected message. */
  throwIfAny(): void {
    if (!this.empty) throw invalid(this.errors);
  }
}

/**
 * Checks `input` against `rules`, collecting messages into `errors`; returns the cleaned values
 * (blank optional fields become null).
 */
export function checkFields<R extends Rules>(
  input: Record<string, unknown> | null | undefined,
  rules: R,
  errors: FieldErrorsBuilder,
): { [K in keyof R]: string | null } {
  const out: Record<string, string | null> = {};
  const source = input ?? {};
  for (const [field, rule] of Object.entries(rules)) {
    let value = text(source[field], rule.keepSpaces);
    if (rule.transform && value) value = rule.transform(value);
    if (!value) {
      if (rule.required) errors.add(field, rule.required);
      out[field] = null;
      continue;
    }
    out[field] = value;
    if (rule.max !== undefined && value.length > rule.max) {
      errors.add(field, rule.maxMessage ?? `This field may not be greater than ${rule.max} characters.`);
      continue;
    }
    if (rule.min !== undefined && value.length < rule.min) {
      errors.add(field, rule.minMessage ?? `This field must be at least ${rule.min} characters.`);
      continue;
    }
    if (rule.pattern && !rule.pattern.test(value)) {
      errors.add(field, rule.patternMessage ?? 'This field is invalid.');
      continue;
    }
    if (rule.oneOf && !rule.oneOf.includes(value)) {
      errors.add(field, rule.oneOfMessage ?? `Choose one of: ${rule.oneOf.join(', ')}.`);
    }
  }
  return out as { [K in keyof R]: string | null };
}

/** True when a PostgreSQL unique constraint (optionally a named one) refused the statement. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  // drizzle wraps driver errors in DrizzleQueryError with the driver's error as `cause`.
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const pgErr = e as { code?: string; constraint?: string; message?: string };
    if (pgErr.code === '23505') {
      return !constraint || pgErr.constraint === constraint || (pgErr.message ?? '').includes(constraint);
    }
  }
  return false;
}
