// The part of a pino logger the store's services use (the CLI passes a console stand-in).
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };
