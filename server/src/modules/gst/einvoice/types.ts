// The invoice registration portal's interface and answers, shared by the portals (sandbox.ts, nic.ts) and their callers.
export interface Registration {
  irn: string;
  ackNo: string;
  ackDate: Date;
  /** The portal's JWT of the registered invoice. */
  signedInvoice: string;
  /** The portal's JWT printed as the QR code. */
  signedQrCode: string;
}

/** The portal's cancellation reason codes. */
export const CANCEL_REASONS = { '1': 'Duplicate', '2': 'Data entry mistake', '3': 'Order cancelled', '4': 'Others' } as const;
export type CancelReasonCode = keyof typeof CANCEL_REASONS;

/**
 * The portal said no: `code` is its error code; a duplicate carries the registration it already
 * holds. `retryable`: the portal asked to try again later (its own trouble), as opposed to a
 * refusal of the document or the credentials, which the same request would meet again.
 */
export class PortalRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly existing?: Registration,
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'PortalRefused';
  }
}

/** The portal gave no usable answer (network error, timeout, a server error, an answer outside its protocol): try again later. `message` is a whole sentence for staff. */
export class PortalUnavailable extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'PortalUnavailable';
  }
}

/** The portal's error code for an IRN it already issued (the real one's 2150). */
export const DUPLICATE_IRN = '2150';

export interface EInvoicePortal {
  readonly name: 'sandbox' | 'nic';
  /** Registers the e-invoice JSON; PortalRefused when it is refused. */
  registerInvoice(json: Record<string, unknown>, now?: Date): Promise<Registration>;
  /** Cancels an IRN (within 24 hours of its acknowledgement); PortalRefused otherwise. */
  cancel(irn: string, reason: { code: CancelReasonCode; remark: string }, now?: Date): Promise<{ irn: string; cancelDate: Date }>;
  /** The PEM public key the portal's JWTs verify with; null when this store was not given it. */
  publicKeyPem(): Promise<string | null>;
}

