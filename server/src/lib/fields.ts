// Server validation in one style: every module checks its form fields with the contracts' rules
// (contracts/fields.ts) and collects the messages, first message per field shown, into one 422.
import { cleanValue, ruleError, textOf, type Rules } from '@contracts/fields';
import { invalid, type FieldErrors } from './errors';

export type { FieldRule, Rules } from '@contracts/fields';

/** A request value as text: strings trimmed (unless kept), numbers stringified, anything else empty. */
export const text = textOf;

/** A request body read as a form: anything that is not an object reads as an empty form. */
export type FormInput = Record<string, unknown> | null | undefined;

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
 * Checks `input` against `rules`, collecting messages into `errors` (keyed `prefix + field`, e.g.
 * `products.0.product_name`); returns the cleaned values (blank fields become null).
 */
export function checkFields<R extends Rules>(
  input: FormInput,
  rules: R,
  errors: FieldErrorsBuilder,
  prefix = '',
): { [K in keyof R]: string | null } {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  const cleaned: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) cleaned[field] = cleanValue(rule, source[field]);
  const out: Record<string, string | null> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = ruleError(rule, cleaned[field], cleaned);
    if (message) errors.add(`${prefix}${field}`, message);
    out[field] = cleaned[field] || null;
  }
  return out as { [K in keyof R]: string | null };
}

/** checkFields for a form on its own: throws the 422 at once. */
export function validateForm<R extends Rules>(input: FormInput, rules: R): { [K in keyof R]: string | null } {
  const errors = new FieldErrorsBuilder();
  const values = checkFields(input, rules, errors);
  errors.throwIfAny();
  return values;
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
