// How the auth forms read a failed call (spec 8): the server's own words first, then the spec's
// fallbacks, which depend on whether the server answered at all.
import { fieldErrorsOf } from '@/shared/api/baseApi';

interface FailureBody {
  status?: unknown;
  message?: unknown;
  error?: unknown;
}

/** True when the server answered (with an HTTP status), false for network or parsing failures. */
export function serverAnswered(error: unknown): boolean {
  return typeof (error as { status?: unknown } | undefined)?.status === 'number';
}

/** The server's `error`, else its `message`, else null. */
export function serverText(body: unknown): string | null {
  const b = body as FailureBody | undefined;
  if (b && typeof b.error === 'string' && b.error) return b.error;
  if (b && typeof b.message === 'string' && b.message) return b.message;
  return null;
}

/**
 * A failed sign-in, registration or password call as field errors (for Formik) and a form-level
 * message (when there are no field errors).
 */
export function describeFailure(
  error: unknown,
  { answered, network, joinFields = false }: { answered: string; network: string; joinFields?: boolean },
): { fields: Record<string, string>; message: string | null } {
  const fields = fieldErrorsOf(error, joinFields);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (!serverAnswered(error)) return { fields, message: network };
  return { fields, message: serverText((error as { data?: unknown }).data) ?? answered };
}
