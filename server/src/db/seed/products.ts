// Product i of the demo catalogue as a pure function of i: the same index always gives the same
// product, so a catalogue grown later (`npm run seed -- --products N`) stays deterministic.
import { brandName } from '../../lib/brands';
import { CATALOG, type CategoryDef, type Spec, type SubDef } from './catalog';
import { slugify } from '../../lib/slug';
import { Rng } from './random';

/** Seeded dates count back from here, so the data never depends on when the seed runs. */
export const BASE_DATE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

export const REVIEWER_COUNT = 18;

export interface GeneratedRating {
  reviewer: number;
  rating: number;
  title: string;
  description: string;
  createdAt: string;
}

export interface GeneratedProduct {
  index: number;
  sku: string;
  modelNumber: string;
  productName: string;
  productSlug: string;
  categorySlug: string;
  subCategorySlug: string;
  brandSlug: string;
  primaryImage: string;
  images: string[];
  basePrice: string;
  discountPrice: string | null;
  gstRate: string;
  hsnCode: string;
  stockQuantity: number;
  averageRating: string;
  height: string | null;
  length: string | null;
  width: string | null;
  weight: string | null;
  shortDescription: string;
  longDescription: string;
  warrantyPeriod: string;
  warrantyTerms: string;
  searchText: string;
  specs: Spec[];
  ratings: GeneratedRating[];
  createdAt: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A shelf price: ₹549, ₹54,999 (never below ₹329, never above ₹2,49,999). */
export function shelfPrice(rupees: number): number {
  const v = rupees < 1000 ? Math.round(rupees / 10) * 10 - 1 : Math.round(rupees / 100) * 100 - 1;
  return Math.min(249_999, Math.max(329, v));
}

/**
 * Which sub-category product i belongs to: a fixed, shuffled cycle in which each sub-category
 * appears `weight` times, so even the default 320 products cover every sub-category.
 */
const CYCLE: { category: CategoryDef; sub: SubDef }[] = new Rng('catalog-cycle').shuffle(
  CATALOG.flatMap((category) => category.subs.flatMap((sub) => Array.from({ length: sub.weight }, () => ({ category, sub })))),
);

const PLACES = ['head office', 'Pune branch', 'new training lab', 'billing counters', 'accounts team', 'warehouse office', 'client site in Nashik', 'Hyderabad office', 'design studio', 'school computer lab', 'clinic reception', 'support team'];
const GOOD_TITLES = ['Excellent value for money', 'Exactly as described', 'Highly recommended for office use', 'Superb build quality', 'Works flawlessly', 'Great product and quick delivery', 'Best in this price range', 'Reliable and well packed'];
const OK_TITLES = ['Good product, quick delivery', 'Does the job well', 'Solid purchase for the price', 'Happy with the quality', 'Good, with minor niggles', 'Value for money'];
const MEH_TITLES = ['Average, but fine for the price', 'Decent but could be better', 'Mixed experience', 'Okay for basic use'];
const BAD_TITLES = ['Not satisfied', 'Had issues with the first unit', 'Below expectations', 'Replacement took too long'];
const GOOD_LINES = [
  'Setup took only a few minutes and the {noun} has been running without a single problem since.',
  'Performance is exactly what we expected from {brand}; the team is happy with it.',
  'We compared three suppliers and this was the best landed price including GST.',
  'Build quality feels premium and the {noun} runs cool and quiet.',
  'Every unit was genuine with full India warranty, which matters for our audits.',
];
const OK_LINES = [
  'The {noun} works well for daily use, though the manual in the box is very basic.',
  'Good performance overall; packaging could have been a little sturdier.',
  'Does what it says. The quick start guide could be more detailed.',
  'Solid {noun} for the price, with the usual {brand} quality.',
];
const BAD_LINES = [
  'One unit was dead on arrival and the replacement took over a week.',
  'The {noun} works, but it is not as fast as the listing suggests.',
  'Delivery was delayed by several days without an update.',
];
const SERVICE = [
  'Packed well and the GST invoice came with the shipment.',
  'Delivered within three working days.',
  'Serial numbers were shared promptly for warranty registration.',
  'The sales team helped us pick the right model.',
  'Will order again for our other branches.',
];
const BRAND_NOTES = [
  '{brand} products from IT Wholesale are sourced through authorised Indian distributors and carry the full manufacturer warranty.',
  'Every {brand} unit is supplied new and sealed, with the manufacturer\'s India warranty and a GST invoice.',
  'As an authorised {brand} channel partner we can also arrange extended warranty packs and on-site installation.',
];
const TRADE_NOTES = [
  'Prices are exclusive of GST at {gst}%, which is added at checkout; every order carries a GST invoice so you can claim input tax credit.',
  'Buying for several desks or branches? Add this item to your quote list and request a quotation for volume pricing.',
  'Orders placed before 3 pm on working days are dispatched the same day from our Bhiwandi warehouse, with tracking shared by email.',
];

const PLURALS: Record<string, string> = { mouse: 'mice', RAM: 'RAM kits', NAS: 'NAS units', UPS: 'UPS units', switch: 'switches', 'pen drive': 'pen drives' };
const plural = (noun: string) => PLURALS[noun] ?? `${noun}s`;

function ratingText(r: Rng, value: number, noun: string, brand: string) {
  const fill = (s: string) => s.replace(/\{noun\}/g, noun).replace(/\{brand\}/g, brand);
  const qty = r.pick([1, 2, 3, 5, 6, 10, 12, 20]);
  const opener = `We ordered ${qty === 1 ? `one ${noun}` : `${qty} ${plural(noun)}`} for our ${r.pick(PLACES)}.`;
  if (value >= 4.5) return { title: r.pick(GOOD_TITLES), description: `${opener} ${fill(r.pick(GOOD_LINES))} ${r.pick(SERVICE)}` };
  if (value >= 3.5) return { title: r.pick(OK_TITLES), description: `${opener} ${fill(r.pick(OK_LINES))} ${r.pick(SERVICE)}` };
  if (value >= 2.5) return { title: r.pick(MEH_TITLES), description: `${opener} ${fill(r.pick(OK_LINES))} ${fill(r.pick(BAD_LINES))}` };
  return { title: r.pick(BAD_TITLES), description: `${opener} ${fill(r.pick(BAD_LINES))}` };
}

const dec = (n: number, places: number) => n.toFixed(places);

/** The demo catalogue's size: within it no two products share a name. */
export const DEMO_PRODUCTS = 320;
/** Plenty: the fullest sub-category (switches) uses 15 of its 19 names, so a free one turns up in a few draws. */
const MAX_REROLLS = 200;

/** Product i's draws: its own seed first, then salted ones when that name was taken earlier. */
function draw(index: number, attempt: number) {
  const r = new Rng(attempt === 0 ? `itw-product:${index}` : `itw-product:${index}#${attempt}`);
  const slot = CYCLE[(index - 1) % CYCLE.length];
  return { r, ...slot, d: slot.sub.make(r) };
}

let demoAttempts: number[] | undefined;

/**
 * The salt that gives demo product i a name no earlier demo product has. Worked out once for the
 * whole demo range (a few milliseconds); products beyond it, grown for scale tests, may repeat
 * a model under a new SKU, as a wholesaler's catalogue does.
 */
function attemptFor(index: number): number {
  if (index > DEMO_PRODUCTS) return 0;
  if (!demoAttempts) {
    const taken = new Set<string>();
    const attempts = [0];
    for (let i = 1; i <= DEMO_PRODUCTS; i += 1) {
      let attempt = 0;
      let name = draw(i, 0).d.name;
      while (taken.has(name) && attempt < MAX_REROLLS) {
        attempt += 1;
        name = draw(i, attempt).d.name;
      }
      // Out of re-rolls the last one stands, duplicate or not; seed.test.ts reports it.
      taken.add(name);
      attempts.push(attempt);
    }
    demoAttempts = attempts;
  }
  return demoAttempts[index];
}

export function generateProduct(index: number): GeneratedProduct {
  const { r, category, sub, d } = draw(index, attemptFor(index));
  const brand = brandName(d.brand);
  const sku = `ITW-${sub.code}-${String(index).padStart(5, '0')}`;
  // Short enough that /media/img/product/<slug>-N.svg stays within the router's parameter limit.
  const nameSlug = slugify(d.name);
  const slug = `${nameSlug.length > 80 ? nameSlug.slice(0, 80).replace(/-[^-]*$/, '') : nameSlug}-${index}`;

  const base = shelfPrice(d.price);
  let discount: number | null = null;
  if (r.chance(0.85)) {
    discount = shelfPrice(base * (1 - r.float(0.04, 0.22)));
    if (discount >= base) discount = base - (base < 1000 ? 20 : 100);
  }
  const gst = sub.gst ?? 18;
  const stock = r.chance(0.05) ? 0 : base > 50_000 ? r.int(2, 60) : base > 5000 ? r.int(8, 250) : r.int(25, 900);

  // About a fifth of boxed products miss one or more dimensions, so the storefront hides them.
  const ranges = d.dims ?? sub.dims;
  let dims: (string | null)[] = [null, null, null, null];
  if (ranges) {
    dims = ranges.map(([lo, hi], k) => dec(r.float(lo, hi), k === 3 ? 3 : 2));
    if (r.chance(0.18)) {
      const drop = r.shuffle([0, 1, 2, 3]).slice(0, r.int(1, 2));
      for (const k of drop) dims[k] = null;
    }
  }

  const specs = d.specs.slice(0, r.int(3, Math.min(8, d.specs.length)));
  const imageCount = r.int(2, 5);
  const images = Array.from({ length: imageCount }, (_, k) => `img/product/${slug}-${k + 2}.svg`);

  const ratingCount = r.weighted([[0, 2], [1, 2], [2, 2], [3, 2], [4, 1.5], [5, 1], [6, 0.7]] as const);
  const quality = r.float(3.4, 4.9);
  const reviewers = r.shuffle(Array.from({ length: REVIEWER_COUNT }, (_, k) => k)).slice(0, ratingCount);
  const ratings = reviewers.map((reviewer) => {
    const raw = r.chance(0.07) ? r.float(0.5, 2.4) : quality + r.float(-1.2, 0.8);
    const value = Math.min(5, Math.max(0, Math.round(raw * 2) / 2));
    const text = ratingText(r, value, sub.noun, brand);
    const createdAt = new Date(BASE_DATE - r.int(1, 680) * DAY - r.int(0, 86_399) * 1000).toISOString();
    return { reviewer, rating: value, ...text, createdAt };
  });
  const average = ratings.length ? ratings.reduce((s, x) => s + x.rating, 0) / ratings.length : 0;

  const warranty = d.warranty ?? sub.warranty;
  const fill = (s: string) => s.replace(/\{brand\}/g, brand).replace(/\{gst\}/g, String(gst));
  const longDescription = [
    `<p>The ${escapeHtml(d.name)} is a ${escapeHtml(d.summary.charAt(0).toLowerCase() + d.summary.slice(1))} ${escapeHtml(sub.pitch)}</p>`,
    `<p>${escapeHtml(fill(r.pick(BRAND_NOTES)))}</p>`,
    `<ul>${d.highlights.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(fill(r.pick(TRADE_NOTES)))}</p>`,
  ].join('');

  return {
    index,
    sku,
    modelNumber: d.model,
    productName: d.name,
    productSlug: slug,
    categorySlug: category.slug,
    subCategorySlug: sub.slug,
    brandSlug: d.brand,
    primaryImage: `img/product/${slug}-1.svg`,
    images,
    basePrice: dec(base, 2),
    discountPrice: discount === null ? null : dec(discount, 2),
    gstRate: dec(gst, 2),
    hsnCode: sub.hsn,
    stockQuantity: stock,
    averageRating: dec(Math.round(average * 100) / 100, 2),
    height: dims[0],
    length: dims[1],
    width: dims[2],
    weight: dims[3],
    shortDescription: d.summary,
    longDescription,
    warrantyPeriod: warranty[0],
    warrantyTerms: warranty[1],
    searchText: `${d.name} ${sku} ${d.model} ${brand}`.toLowerCase(),
    specs,
    ratings,
    // Older indexes are older products; grown catalogues add newer ones.
    createdAt: new Date(BASE_DATE - 720 * DAY + index * 10_000).toISOString(),
  };
}
