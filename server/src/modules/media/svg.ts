// Deterministic SVG artwork for every image path the seed writes: the picture depends only on
// the file name, so the same URL always returns the same bytes (and ETag).
import { createHash } from 'node:crypto';
import { brandOfSlug } from '../../lib/brands';
import { DEVICE_LABEL, DRAW, deviceFor, type Palette } from './devices';

export const MEDIA_KINDS = ['product', 'banner', 'partner', 'blog', 'about', 'category', 'placeholder', 'payment', 'avatar'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

function hash(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/** Hues that look good as strong backgrounds and text (no muddy olive or yellow). */
const NICE_HUES = [205, 220, 235, 250, 265, 280, 330, 345, 5, 20, 160, 175, 190];
const niceHue = (text: string) => NICE_HUES[hash(text) % NICE_HUES.length];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = 'font-family="Segoe UI,Helvetica,Arial,sans-serif"';
const open = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;
const titleCase = (slug: string) => slug.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

function gradient(id: string, a: string, b: string, vertical = false): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
}

/** The device drawing plus the screen gradient it refers to (url(#s)). */
function device(slug: string, hue: number, palette: Palette): string {
  return `<defs>${gradient('s', `hsl(${hue},75%,58%)`, `hsl(${(hue + 50) % 360},70%,32%)`)}</defs>${DRAW[deviceFor(slug)](palette)}`;
}

const darkPalette = (hue: number): Palette => ({ body: '#1f2937', body2: '#475569', light: '#cbd5e1', accent: `hsl(${hue},80%,50%)` });
const lightPalette = (hue: number): Palette => ({ body: '#f8fafc', body2: '#cbd5e1', light: '#e2e8f0', accent: `hsl(${(hue + 180) % 360},85%,60%)` });

/** Product art: the device for the product's kind, tinted per product; "-N" picks the view. */
function product(name: string): string {
  const view = Number(/-(\d)$/.exec(name)?.[1] ?? 1);
  const slug = name.replace(/-\d+-\d$/, '').replace(/-\d$/, '');
  const hue = (hash(slug) + view * 37) % 360;
  const brand = brandOfSlug(slug)?.name ?? titleCase(slug.split('-')[0] ?? '');
  const scale = [1, 0.9, 1.05, 0.85, 0.95, 1][(view - 1) % 6];
  const blob = [[480, 110], [110, 130], [500, 460], [120, 470], [300, 80], [520, 300]][(view - 1) % 6];
  return (
    open(600, 600) +
    `<defs>${gradient('g', `hsl(${hue},60%,97%)`, `hsl(${(hue + 30) % 360},55%,86%)`)}</defs>` +
    `<rect width="600" height="600" fill="url(#g)"/>` +
    `<circle cx="${blob[0]}" cy="${blob[1]}" r="150" fill="hsl(${hue},70%,60%)" opacity=".12"/>` +
    `<ellipse cx="300" cy="462" rx="210" ry="16" fill="#0f172a" opacity=".1"/>` +
    `<g transform="translate(${300 - 300 * scale} ${290 - 290 * scale}) scale(${scale})">${device(slug, hue, darkPalette(hue))}</g>` +
    `<text x="300" y="530" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="#0f172a">${esc(brand)}</text>` +
    `<text x="300" y="566" text-anchor="middle" ${FONT} font-size="18" letter-spacing="3" fill="#475569">${DEVICE_LABEL[deviceFor(slug)]}</text>` +
    '</svg>'
  );
}

/** Wide hero artwork: gradient, soft shapes and the banner's device in light outline colours. */
function banner(name: string): string {
  const hue = niceHue(name);
  return (
    open(1600, 500) +
    `<defs>${gradient('g', `hsl(${hue},65%,24%)`, `hsl(${(hue + 40) % 360},70%,44%)`)}</defs>` +
    `<rect width="1600" height="500" fill="url(#g)"/>` +
    `<circle cx="1330" cy="90" r="270" fill="#fff" opacity=".07"/><circle cx="1520" cy="470" r="190" fill="#fff" opacity=".06"/>` +
    `<path d="M0 430L540 0h170L170 500H0z" fill="#fff" opacity=".05"/><path d="M620 500L1160 0h70L690 500z" fill="#fff" opacity=".04"/>` +
    `<g transform="translate(960 -10) scale(.9)">${device(name, hue, lightPalette(hue))}</g>` +
    '</svg>'
  );
}

/** Partner logos: a wordmark in one of three styles. */
function partner(name: string): string {
  const h = hash(name);
  const hue = niceHue(name);
  const label = brandOfSlug(name)?.name ?? titleCase(name);
  const style = h % 3;
  const text = style === 0 ? label.toUpperCase() : label;
  const size = Math.min(54, Math.floor(270 / Math.max(text.length * 0.62, 1)));
  const colour = `hsl(${hue},65%,34%)`;
  return (
    open(320, 120) +
    `<rect width="320" height="120" rx="14" fill="#fff"/>` +
    (style === 1 ? `<rect x="40" y="88" width="240" height="6" rx="3" fill="hsl(${(hue + 30) % 360},75%,55%)"/>` : '') +
    `<text x="160" y="${style === 1 ? 74 : 78}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800"${style === 2 ? ' font-style="italic"' : ''} letter-spacing="${style === 0 ? 2 : 0}" fill="${colour}">${esc(text)}</text>` +
    '</svg>'
  );
}

/** Blog, about and category images: a tinted scene with the device the name suggests. */
function scene(name: string, w: number, h: number): string {
  const hue = hash(name) % 360;
  const scale = Math.min(w, h) / 640;
  return (
    open(w, h) +
    `<defs>${gradient('g', `hsl(${hue},55%,92%)`, `hsl(${(hue + 40) % 360},60%,78%)`)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${w * 0.15}" cy="${h * 0.2}" r="${h * 0.35}" fill="hsl(${hue},70%,55%)" opacity=".12"/>` +
    `<circle cx="${w * 0.9}" cy="${h * 0.85}" r="${h * 0.3}" fill="hsl(${(hue + 60) % 360},70%,55%)" opacity=".12"/>` +
    `<g transform="translate(${(w - 600 * scale) / 2} ${(h - 600 * scale) / 2}) scale(${scale.toFixed(3)})">${device(name, hue, darkPalette(hue))}</g>` +
    '</svg>'
  );
}

function category(name: string): string {
  const hue = hash(name) % 360;
  return (
    open(400, 400) +
    `<rect width="400" height="400" rx="24" fill="hsl(${hue},60%,95%)"/>` +
    `<g transform="translate(50 20) scale(.5)">${device(name, hue, darkPalette(hue))}</g>` +
    `<text x="200" y="350" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#0f172a">${esc(titleCase(name))}</text>` +
    '</svg>'
  );
}

const PAYMENTS: Record<string, [string, string]> = {
  visa: ['VISA', '#1a1f71'],
  mastercard: ['mastercard', '#222'],
  rupay: ['RuPay', '#0b6e3a'],
  upi: ['UPI', '#097939'],
  razorpay: ['Razorpay', '#0c2451'],
  netbanking: ['Net Banking', '#334155'],
  amex: ['AMEX', '#2e77bb'],
  paytm: ['Paytm', '#00baf2'],
  cod: ['Cash on Delivery', '#7c2d12'],
};

function payment(name: string): string {
  const [label, colour] = PAYMENTS[name] ?? [titleCase(name), '#334155'];
  const circles = name === 'mastercard' ? '<circle cx="68" cy="36" r="20" fill="#eb001b"/><circle cx="92" cy="36" r="20" fill="#f79e1b" opacity=".9"/>' : '';
  const size = Math.min(30, Math.floor(240 / Math.max(label.length, 1)));
  return (
    open(160, 80) +
    `<rect x="1" y="1" width="158" height="78" rx="10" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>${circles}` +
    `<text x="80" y="${circles ? 72 : 50}" text-anchor="middle" ${FONT} font-size="${circles ? 13 : size}" font-weight="800" fill="${colour}">${esc(label)}</text>` +
    '</svg>'
  );
}

function avatar(name: string): string {
  const hue = niceHue(name);
  const initials = name.split('-').filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('') || '?';
  return (
    open(200, 200) +
    `<circle cx="100" cy="100" r="100" fill="hsl(${hue},55%,45%)"/>` +
    `<text x="100" y="122" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${esc(initials)}</text>` +
    '</svg>'
  );
}

export function placeholder(): string {
  return (
    open(600, 600) +
    '<rect width="600" height="600" fill="#f1f5f9"/><rect x="170" y="190" width="260" height="200" rx="18" fill="none" stroke="#94a3b8" stroke-width="14"/>' +
    '<circle cx="240" cy="255" r="24" fill="#94a3b8"/><path d="M185 375l85-85 60 60 35-35 65 60z" fill="#94a3b8"/>' +
    `<text x="300" y="460" text-anchor="middle" ${FONT} font-size="26" fill="#64748b">No image</text></svg>`
  );
}

/** The SVG for /media/img/<kind>/<name>.svg (name without the extension). */
export function renderMedia(kind: MediaKind, name: string): string {
  switch (kind) {
    case 'product':
      return product(name);
    case 'banner':
      return banner(name);
    case 'partner':
      return partner(name);
    case 'blog':
      return scene(name, 1200, 630);
    case 'about':
      return scene(name, 800, 500);
    case 'category':
      return category(name);
    case 'payment':
      return payment(name);
    case 'avatar':
      return avatar(name);
    case 'placeholder':
      return placeholder();
  }
}
