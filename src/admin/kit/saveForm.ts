// The back office's one way to save a form and show a refusal: a 422's field errors on the fields
// they name, a 409 (someone else changed it first) as a notice above the form that keeps what was
// typed, anything else as a visible error. Forms render <SaveNotice /> at their top to show it.
import { getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { readFailure } from '@/shared/api/failure';

/** What a refused save leaves in the form's Formik status; SaveNotice shows it. */
export type SaveStatus = { kind: 'stale'; message: string } | { kind: 'error'; message: string };

export interface SaveOptions {
  /** The sentence shown when the server's answer says nothing (no answer, an empty 500). */
  fallback: string;
  /**
   * Field errors the form shows outside Formik (a file input, say), by the server's field name.
   * Any other field the form does not hold is added to the notice, so no refusal goes unshown.
   */
  outside?: Record<string, (message: string) => void>;
  /** The form's name for a field the server names otherwise (a list sent in another order, say). */
  rename?: (field: string) => string;
}

const statusOf = (error: unknown): number | undefined => {
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : undefined;
};

/**
 * Whether the form shows this field's error by it: a single value (`specifications.0.value`
 * included). An error on a whole list (`specifications`) has no field to sit by: the notice shows it.
 */
const holds = (values: unknown, field: string) => {
  const value: unknown = getIn(values, field);
  return value !== undefined && (value === null || typeof value !== 'object');
};

/** Reads a refused save into the form: field errors, a stale notice or an error notice. */
export function showRefusal<V>(error: unknown, values: V, form: Pick<FormikHelpers<V>, 'setErrors' | 'setFieldTouched' | 'setStatus'>, options: SaveOptions): void {
  const reading = readFailure(error, options.fallback);
  if (statusOf(error) === 409) {
    form.setStatus({ kind: 'stale', message: reading.message } satisfies SaveStatus);
    return;
  }
  let errors: FormikErrors<V> = {};
  const elsewhere: string[] = [];
  const fields = Object.fromEntries(Object.entries(reading.fields).map(([field, message]) => [options.rename?.(field) ?? field, message]));
  for (const [field, message] of Object.entries(fields)) {
    const take = options.outside?.[field];
    if (take) take(message);
    else if (holds(values, field)) errors = setIn(errors, field, message);
    else elsewhere.push(message);
  }
  form.setErrors(errors);
  // Touched without validating again: validation would replace the server's errors with the
  // form's own (none, since the form passed them), and the refusal would vanish.
  for (const field of Object.keys(fields)) if (holds(values, field)) void form.setFieldTouched(field, true, false);
  const answered = Object.keys(fields).length > 0;
  if (elsewhere.length) form.setStatus({ kind: 'error', message: [reading.message, ...elsewhere].join(' ') } satisfies SaveStatus);
  else if (!answered) form.setStatus({ kind: 'error', message: reading.message } satisfies SaveStatus);
}

/**
 * Runs a save from a Formik onSubmit: clears the last notice, awaits the call, and on a refusal
 * shows it in the form (values stay as typed). Answers the call's result, or undefined when refused.
 */
export async function saveForm<V, R>(values: V, form: FormikHelpers<V>, call: () => Promise<R>, options: SaveOptions): Promise<R | undefined> {
  form.setStatus(undefined);
  try {
    return await call();
  } catch (error) {
    showRefusal(error, values, form, options);
    return undefined;
  }
}
