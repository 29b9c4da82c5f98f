// The one way to read a failed call (spec 8): the server's field errors for the form, and one
// message: the server's `error`, else its `message`, else the caller's fallback. A call that got
// no answer (network failure, time-out) gets the fallback.
import type { Failure } from '@contracts/common';

export interface FailureReading {
  /** Field errors as Formik reads them: the first message per field (or all, joined). */
  fields: Record<string, string>;
  message: string;
}

/** Texts to show when the server's answer says nothing; sign-in tells no answer apart (spec 8). */
export type Fallback = string | { answered: string; network: string };

/**
 * The body the server answered with, or undefined when there was no answer. Reads RTK Query's
 * errors ({ status: 422, data }) and a success body that reports a failure ({ status: false }).
 */
function answerOf(error: unknown): { answered: boolean; body?: Partial<Failure> } {
  if (!error || typeof error !== 'object') return { answered: false };
  const e = error as { status?: unknown; data?: unknown };
  if (typeof e.status === 'number') return { answered: true, body: (e.data ?? undefined) as Partial<Failure> | undefined };
  if (e.status === false) return { answered: true, body: error as Partial<Failure> };
  return { answered: false };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function readFailure(error: unknown, fallback: Fallback, { joinFields = false } = {}): FailureReading {
  const { answered, body } = answerOf(error);
  const fields: Record<string, string> = {};
  const errors = body && typeof body === 'object' ? (body.errors as Record<string, string[] | string> | undefined) : undefined;
  for (const [field, value] of Object.entries(errors ?? {})) {
    fields[field] = Array.isArray(value) ? (joinFields ? value.join(', ') : value[0]) : value;
  }
  const fallbackText = typeof fallback === 'string' ? fallback : answered ? fallback.answered : fallback.network;
  const message = (body && typeof body === 'object' && (text(body.error) ?? text(body.message))) || fallbackText;
  return { fields, message };
}

/** Whether the reading has field errors (a form shows those instead of the message). */
export const hasFieldErrors = (reading: FailureReading): boolean => Object.keys(reading.fields).length > 0;

/** A refused form submit, shown in the form: field errors on their fields, else the message as its status. */
export function showInForm(
  reading: FailureReading,
  form: { setErrors: (errors: Record<string, string>) => void; setStatus: (status: string) => void },
): void {
  form.setErrors(reading.fields);
  if (!hasFieldErrors(reading)) form.setStatus(reading.message);
}
