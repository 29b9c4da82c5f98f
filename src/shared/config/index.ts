// Storefront constants (spec section 9).
export const API_BASE = '/api';
export const MEDIA_BASE = '/media/';
export const STORE_NAME = 'IT Wholesale';
export const TOAST_AUTO_CLOSE_MS = 5000;

export const PAGE_SIZES = [9, 10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 9;
export const SEARCH_PAGE_SIZE = 10;
export const PRICE_RANGE_DEFAULT: [number, number] = [0, 10000];
export const PRICE_STEP = 100;
export const FOOTER_CATEGORY_LIMIT = 10;
export const CARD_SPEC_LIMIT = 3;
export const THUMBNAILS_VISIBLE = 4;
export const WALLET_PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_WALLET_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 6;
export const BLOG_EXCERPT_LENGTH = 100;

export const REDIRECT_DELAY = {
  addToCartSignedOut: 1000,
  afterSignIn: 3000,
  afterRegister: 3000,
  afterLogout: 1000,
  afterOrderCancel: 2000,
  afterPasswordReset: 1000,
} as const;
