// `npm run size`: what a browser really downloads on a first visit (empty cache) to `/`, `/shop`
// and a product page of the production build, measured in Debian's Chromium as bytes on the wire
// (compressed, as the server sends them), split by kind. Target for `/`: at most 140 KiB of JS.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStore } from './lib/store';

const PORT = Number(process.env.SIZE_PORT ?? 3250);
const JS_TARGET_KIB = 140;

type Kind = 'js' | 'css' | 'html' | 'json' | 'image' | 'font' | 'other';

function kindOf(url: string, mime: string): Kind {
  if (mime.includes('javascript')) return 'js';
  if (mime.includes('css')) return 'css';
  if (mime.includes('html')) return 'html';
  if (mime.includes('json')) return 'json';
  if (mime.startsWith('image/')) return 'image';
  if (mime.includes('font') || /\.woff2?$/.test(url)) return 'font';
  return 'other';
}

async function main() {
  const store = await startStore(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const kib = (n: number) => (n / 1024).toFixed(1);
  const rows: string[][] = [];
  let homeJs = 0;
  try {
    for (const path of ['/', '/shop', store.productPath]) {
      // A new context per page: an empty cache, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const mimes = new Map<string, { url: string; mime: string }>();
      const totals: Record<Kind, number> = { js: 0, css: 0, html: 0, json: 0, image: 0, font: 0, other: 0 };
      cdp.on('Network.responseReceived', (e) => mimes.set(e.requestId, { url: e.response.url, mime: e.response.mimeType }));
      cdp.on('Network.loadingFinished', (e) => {
        const r = mimes.get(e.requestId);
        if (r) totals[kindOf(r.url, r.mime)] += e.encodedDataLength;
      });
      await page.goto(`${store.base}${path}`, { waitUntil: 'networkidle' });
      await context.close();
      if (path === '/') homeJs = totals.js;
      const all = Object.values(totals).reduce((a, b) => a + b, 0);
      rows.push([path.length > 40 ? `${path.slice(0, 37)}...` : path, kib(totals.js), kib(totals.css), kib(totals.html), kib(totals.json), kib(totals.image + totals.font + totals.other), kib(all)]);
    }
  } finally {
    await browser.close();
    store.stop();
  }
  const widths = [42, 9, 9, 8, 8, 9, 9];
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('');
  console.log('\nFirst visit, empty cache: KiB transferred (compressed, headers included), as Chromium counts them');
  console.log(line(['page', 'JS', 'CSS', 'HTML', 'JSON', 'media', 'total']));
  rows.forEach((r) => console.log(line(r)));
  console.log(`\n"/" downloads ${kib(homeJs)} KiB of JavaScript (target ≤ ${JS_TARGET_KIB} KiB): ${homeJs <= JS_TARGET_KIB * 1024 ? 'OK' : 'OVER TARGET'}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
