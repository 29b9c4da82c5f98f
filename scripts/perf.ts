// `npm run perf`: Lighthouse (desktop preset, Debian's Chromium) against `/`, `/shop` and a product
// page of the production build on a fresh store; prints the five category scores (with Lighthouse
// 13's agentic browsing) and LCP, CLS, TBT.
import './lib/iteratorHelpers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStore } from './lib/store';

/** Debian's Chromium 156 ships WebMCP behind a Blink runtime feature (it then offers
 * document.modelContext and the CDP WebMCP domain); without it Lighthouse reports the WebMCP audits
 * as not applicable and never sees the storefront's tools. */
const WEBMCP_FLAG = '--enable-blink-features=WebMCP';

const PORT = Number(process.env.PERF_PORT ?? 3200);

async function main() {
  const store = await startStore(PORT);
  try {
    const BASE = store.base;
    const pages = ['/', '/shop', store.productPath];

    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS, WEBMCP_FLAG],
    });
    const rows: string[][] = [];
    try {
      for (const page of pages) {
        const result = await lighthouse(`${BASE}${page}`, { port: chrome.port, logLevel: 'error', output: 'json' }, desktopConfig);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        // A failed run (the page did not paint in time on a busy machine, ...) scores 0: say why.
        const { runtimeError } = result.lhr;
        if (runtimeError) console.log(`  ${page}: Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message}`);
        for (const a of Object.values(result.lhr.audits)) {
          if (a.scoreDisplayMode === 'error') console.log(`  ${page}: audit ${a.id} failed: ${a.errorMessage ?? ''}`);
        }
        const { categories, audits } = result.lhr;
        if (process.argv.includes('--details')) {
          // What cost points: failing audits of every category, and the layout shifts.
          for (const cat of Object.values(categories)) {
            for (const ref of cat.auditRefs) {
              const a = audits[ref.id];
              if (ref.weight > 0 && a.score !== null && a.score < 0.9) console.log(`  ${page} [${cat.id}] ${a.id}: ${a.title} ${a.displayValue ?? ''}`);
            }
          }
          const shifts = audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined;
          for (const item of shifts?.items ?? []) console.log(`  ${page} shift ${item.score?.toFixed(3)}: ${item.node?.snippet?.slice(0, 120)}`);
        }
        const score = (k: string) => String(Math.round((categories[k]?.score ?? 0) * 100));
        rows.push([
          page.length > 34 ? `${page.slice(0, 31)}...` : page,
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          score('agentic-browsing'),
          audits['largest-contentful-paint'].displayValue ?? '',
          audits['cumulative-layout-shift'].displayValue ?? '',
          audits['total-blocking-time'].displayValue ?? '',
        ]);
      }
    } finally {
      await chrome.kill();
    }
    const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'agentic', 'LCP', 'CLS', 'TBT'];
    const widths = [36, 6, 6, 9, 5, 9, 9, 7, 8];
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('');
    console.log(`\nLighthouse (desktop preset), target 95+ in every category:\n${line(head)}`);
    rows.forEach((r) => console.log(line(r)));
  } finally {
    store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
