// When a page paints and when it answers, on a real slow line rather than Lighthouse's simulation:
// Chromium throttled through the DevTools protocol to Lighthouse's mobile settings (150 ms round
// trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower), cache off, the six pages of issue 18 item 8
// served by the production app. Per page, the median of BENCH_RUNS (default 5) loads of:
// - first and largest contentful paint, and the moment React has hydrated (`html[data-hydrated]`);
// - the baseline, in the same run: the same page with JavaScript off, which paints the server's
//   HTML and stylesheet alone. Read the ratio of paint to that baseline.
// Run: `npm run build && npm run bench:paint -w @posylka/bench`. Not part of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { LIGHTHOUSE_PAGES } from './lighthouse.js';
import { startProductionApp } from './lib/production-app.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Lighthouse's mobile throttling (its `simulate` settings), applied for real. */
const LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

interface Load {
  fcp: number;
  lcp: number;
  hydrated: number | null;
}

async function load(browser: Browser, url: string, cookies: string, scripts: boolean): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    javaScriptEnabled: scripts,
  });
  try {
    if (cookies) {
      await context.addCookies(
        cookies.split('; ').map((pair) => {
          const [name, value] = pair.split('=') as [string, string];
          return { name, value, url };
        }),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (!scripts) await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await cdp.send('Page.enable');
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `new MutationObserver(function(){if(!window.__hydrated&&document.documentElement.hasAttribute('data-hydrated'))window.__hydrated=performance.now()}).observe(document,{attributes:true,subtree:true,attributeFilter:['data-hydrated']});`,
    });
    // Paint timings are read through the protocol, which runs whether the page's scripts do or not.
    await page.goto(url, { waitUntil: 'load' });
    if (scripts) await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    return await page.evaluate(async () => {
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe(
          {
            type: 'largest-contentful-paint',
            buffered: true,
          },
        ),
      );
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcp,
        hydrated: (window as { __hydrated?: number }).__hydrated ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function paintBench() {
  const app = await startProductionApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const login = await fetch(`${app.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@posylka.test', password: 'Posylka-demo-2026' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const rows = [];
    for (const { name, path, signedIn } of LIGHTHOUSE_PAGES) {
      const url = app.base + path;
      const jar = signedIn ? cookie : '';
      const withScripts: Load[] = [];
      const bare: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        withScripts.push(await load(browser, url, jar, true));
        bare.push(await load(browser, url, jar, false));
      }
      const lcp = median(withScripts.map((l) => l.lcp));
      const bareLcp = median(bare.map((l) => l.lcp));
      rows.push({
        page: name,
        fcpMs: Math.round(median(withScripts.map((l) => l.fcp))),
        lcpMs: Math.round(lcp),
        bareLcpMs: Math.round(bareLcp),
        lcpRatio: Math.round((lcp / bareLcp) * 100) / 100,
        hydratedMs: Math.round(median(withScripts.map((l) => l.hydrated ?? Number.NaN))),
      });
    }
    return rows;
  } finally {
    await browser.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await paintBench();
  console.table(rows);
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const report = { date: new Date().toISOString(), runs: RUNS, line: LINE, cpuSlowdown: 4, rows };
  writeFileSync(join(dir, 'paint-latest.json'), JSON.stringify(report, null, 2) + '\n');
}
