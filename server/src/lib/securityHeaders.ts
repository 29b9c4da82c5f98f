// Security headers on every answer (HTML, API, media, uploads) through helmet: a strict
// Content-Security-Policy with no inline script, nosniff, a referrer policy and helmet's other
// defaults. Swagger UI at /api/docs gets a relaxed policy of its own (see swaggerCsp).
import type { HelmetOptions } from 'helmet';

/** Razorpay's checkout.js and the payment form it opens in a frame (card payments). */
export const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  images: 'https://cdn.razorpay.com',
} as const;

/**
 * The one <style> element the storefront adds at run time: react-toastify injects its stylesheet
 * when the first toast container mounts. Allowed by its hash rather than with 'unsafe-inline';
 * cspStyleHash.test.ts fails when an upgrade of react-toastify changes it.
 */
export const TOASTIFY_STYLE_HASH = "'sha256-wBAOjWqzlHdwhuIyV//yRl4v0VNTHc3TOqbIfNXoA7k='";

export function contentSecurityPolicy(publicUrl: string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", RAZORPAY.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", TOASTIFY_STYLE_HASH],
      imgSrc: ["'self'", 'data:', RAZORPAY.images],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...RAZORPAY.connect],
      frameSrc: [...RAZORPAY.frames],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      // Served over http (a developer's machine) there is nothing to upgrade to.
      ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export function helmetOptions(publicUrl: string): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(publicUrl),
    // Razorpay's checkout opens bank and wallet pages in pop-ups that report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only the origin leaves the store, never a path (order numbers, reset tokens).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that predate it.
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Swagger UI's bundle injects inline styles; it is a developer's page, not the store's, so only it
 * gets 'unsafe-inline' styles (which a browser ignores next to a hash, hence the whole directive).
 */
export function swaggerCsp(header: string): string {
  return header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
