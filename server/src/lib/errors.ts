// Errors a service throws; the central error handler turns them into the spec's JSON shape.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** A field-keyed validation failure (422), in the shape the storefront's forms read. */
export const invalid = (errors: FieldErrors, message = 'The given data was invalid.') =>
  new HttpError(422, message, errors);
