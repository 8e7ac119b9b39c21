// `npm run bench`: builds, serves the builds locally, runs Lighthouse (mobile defaults, Debian's
// Chromium) 3 times on /login of the live build, once on /login and once on / (signed in as
// María) of the demo build, and 3 times on this machine's floor (a two-line page, and /login
// without its script: see writeFloorPages); prints one table with the targets of quality.md and
// the bundle sizes per chunk. Writes it to bench-results.md; exits non-zero when a size budget is
// exceeded.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { criticalAssets } from './critical-assets.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const BUDGETS = { criticalJsKb: 115, loginTransferKb: 150 };
const TARGETS = { performance: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02, otherScores: 100 };
const builds = {
  live: '.build/bench-live',
  demo: '.build/bench-demo',
  floor: '.build/bench-floor',
};

/**
 * What this machine gives pages that do (almost) nothing, to read the app's figures against:
 * Lighthouse's figures are timings of this machine multiplied by its 4x CPU slowdown, so a
 * slow or busy machine moves them all. Two pages, served like the app: a two-line HTML page,
 * and the live build's /login with its script removed (its HTML and stylesheet only).
 */
function writeFloorPages() {
  rmSync(builds.floor, { recursive: true, force: true });
  cpSync(builds.live, builds.floor, { recursive: true });
  const login = path.join(builds.floor, 'login/index.html');
  writeFileSync(login, readFileSync(login, 'utf8').replace(/<script[^>]*><\/script>/g, ''));
  mkdirSync(path.join(builds.floor, 'two-lines'));
  writeFileSync(
    path.join(builds.floor, 'two-lines/index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Página mínima"><title>Mínima</title></head><body><h1>Autogestión</h1><p>Una página de dos líneas.</p></body></html>',
  );
}

function build(mode, outputPath) {
  const statsFile = `${outputPath}-stats.json`;
  execFileSync(
    'npx',
    ['webpack', '--mode', 'production', '--output-path', outputPath, '--json', statsFile],
    {
      stdio: 'ignore',
      env: {
        ...process.env,
        API_MODE: mode,
        // A live build names its payment gateways (scripts/payment-gateways.mjs).
        PAYMENT_GATEWAY_ORIGINS:
          process.env.PAYMENT_GATEWAY_ORIGINS || 'https://pagos.link.example',
        NODE_OPTIONS: '--import=tsx',
      },
    },
  );
}

function serve(dir, port) {
  const child = spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, DIST_DIR: dir, PORT: String(port) },
    stdio: 'ignore',
  });
  return new Promise((resolve) => setTimeout(() => resolve(child), 500));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function chunkSizes(dir) {
  const files = ['static/js', 'static/css'].flatMap((sub) =>
    readdirSync(path.join(dir, sub))
      .filter((f) => /\.(js|css)$/.test(f))
      .map((f) => `${sub}/${f}`),
  );
  return files.map((file) => {
    const bytes = readFileSync(path.join(dir, file));
    return {
      file,
      raw: statSync(path.join(dir, file)).size,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
}

/** The scripts and stylesheet /login needs before its form works (scripts/critical-assets.mjs). */
function criticalSizes(dir, sizes) {
  const stats = JSON.parse(readFileSync(`${dir}-stats.json`, 'utf8'));
  const critical = criticalAssets(dir, stats);
  const pick = (ext) =>
    sizes
      .filter((s) => critical.includes(s.file) && s.file.endsWith(ext))
      .reduce((sum, s) => sum + s.gzip, 0);
  return { js: pick('.js'), css: pick('.css') };
}

/** What each file holds, for the table: its chunk's names, or its largest packages. */
function chunkContents(dir) {
  const stats = JSON.parse(readFileSync(`${dir}-stats.json`, 'utf8'));
  const critical = new Set(criticalAssets(dir, stats));
  const contents = new Map();
  for (const chunk of stats.chunks) {
    const bytesByPackage = new Map();
    for (const module of chunk.modules ?? []) {
      for (const inner of module.modules ?? [module]) {
        const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(inner.name ?? '')?.[1] ?? 'app code';
        bytesByPackage.set(pkg, (bytesByPackage.get(pkg) ?? 0) + (inner.size ?? 0));
      }
    }
    const largest = [...bytesByPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([pkg]) => pkg);
    const label = chunk.names.length > 0 ? chunk.names.join(', ') : `shared: ${largest.join(', ')}`;
    for (const file of chunk.files) {
      contents.set(file, `${label}${critical.has(file) ? " (on /login's critical path)" : ''}`);
    }
  }
  return contents;
}

async function audit(url, port, { keepStorage = false } = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keepStorage,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    transfer: lhr.audits['total-byte-weight'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

console.info('Building live and demo…');
build('live', builds.live);
build('mock', builds.demo);
writeFloorPages();
const liveServer = await serve(builds.live, 4181);
const demoServer = await serve(builds.demo, 4182);
const floorServer = await serve(builds.floor, 4183);
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags });
try {
  const loginRuns = [];
  for (let run = 1; run <= 3; run += 1) {
    console.info(`Lighthouse /login (live) run ${run}…`);
    loginRuns.push(await audit('http://127.0.0.1:4181/login', chrome.port));
  }
  const floorRuns = { twoLines: [], loginWithoutScript: [] };
  for (let run = 1; run <= 3; run += 1) {
    console.info(`Lighthouse, this machine's floor, run ${run}…`);
    floorRuns.twoLines.push(await audit('http://127.0.0.1:4183/two-lines/', chrome.port));
    floorRuns.loginWithoutScript.push(await audit('http://127.0.0.1:4183/login', chrome.port));
  }
  console.info('Lighthouse /login (demo)…');
  const demoLogin = await audit('http://127.0.0.1:4182/login', chrome.port);

  console.info('Signing in as María for / (demo)…');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto('http://127.0.0.1:4182/login');
  await page.getByLabel('DNI').fill('30111222');
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('45678901');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await page
    .getByRole('region', { name: 'Saldo último resumen' })
    .getByText('$ 84,350.75')
    .waitFor();
  // Cold cache, as for /login: only the session stays (local storage). The service worker the
  // sign-in installed, and its precache, go; Lighthouse would otherwise measure a repeat visit.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    // eslint-disable-next-line no-undef -- runs in the page
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.close();
  const home = await audit('http://127.0.0.1:4182/', chrome.port, { keepStorage: true });
  await browser.close();

  const pick = (key) => median(loginRuns.map((run) => run[key]));
  const floor = (page, key) => median(floorRuns[page].map((run) => run[key]));
  const live = chunkSizes(builds.live);
  const critical = criticalSizes(builds.live, live);
  const contents = chunkContents(builds.live);
  const rows = [
    [
      'Performance score, /login (median of 3)',
      pick('performance'),
      TARGETS.performance,
      pick('performance') >= TARGETS.performance,
    ],
    [
      'Largest Contentful Paint, ms',
      Math.round(pick('lcp')),
      `<= ${TARGETS.lcpMs}`,
      pick('lcp') <= TARGETS.lcpMs,
    ],
    [
      'Total Blocking Time, ms',
      Math.round(pick('tbt')),
      `<= ${TARGETS.tbtMs}`,
      pick('tbt') <= TARGETS.tbtMs,
    ],
    [
      'Cumulative Layout Shift',
      pick('cls').toFixed(3),
      `<= ${TARGETS.cls}`,
      pick('cls') <= TARGETS.cls,
    ],
    ['Accessibility score', pick('accessibility'), 100, pick('accessibility') >= 100],
    ['Best Practices score', pick('bestPractices'), 100, pick('bestPractices') >= 100],
    ['SEO score', pick('seo'), 100, pick('seo') >= 100],
    [
      'JavaScript on /login critical path, gzip KB',
      kb(critical.js),
      `<= ${BUDGETS.criticalJsKb}`,
      critical.js / 1024 <= BUDGETS.criticalJsKb,
    ],
    ['Render-blocking CSS on /login, gzip KB', kb(critical.css), '-', true],
    [
      'Everything /login transfers, KB',
      kb(pick('transfer')),
      `<= ${BUDGETS.loginTransferKb}`,
      pick('transfer') / 1024 <= BUDGETS.loginTransferKb,
    ],
    [
      'Demo build: Performance score, /login',
      demoLogin.performance,
      '>= 95',
      demoLogin.performance >= 95,
    ],
    ['Demo build: Performance score, / signed in', home.performance, '-', true],
    [
      'Demo build: LCP / TBT ms, / signed in',
      `${Math.round(home.lcp)} / ${Math.round(home.tbt)}`,
      '-',
      true,
    ],
    [
      'Demo build: CLS, / signed in',
      home.cls.toFixed(3),
      `<= ${TARGETS.cls}`,
      home.cls <= TARGETS.cls,
    ],
    [
      "This machine's floor: a two-line page, performance / LCP / TBT ms (median of 3)",
      `${floor('twoLines', 'performance')} / ${Math.round(floor('twoLines', 'lcp'))} / ${Math.round(floor('twoLines', 'tbt'))}`,
      '-',
      true,
    ],
    [
      "This machine's floor: /login without its script, performance / LCP / TBT ms (median of 3)",
      `${floor('loginWithoutScript', 'performance')} / ${Math.round(floor('loginWithoutScript', 'lcp'))} / ${Math.round(floor('loginWithoutScript', 'tbt'))}`,
      '-',
      true,
    ],
    [
      "Lighthouse's benchmark index of this machine during the /login runs (median)",
      Math.round(pick('benchmarkIndex')),
      '-',
      true,
    ],
  ];
  const lines = [
    `# Benchmark, ${new Date().toISOString()}`,
    '',
    '| figure | measured | target | met |',
    '|---|---|---|---|',
    ...rows.map(
      ([name, value, target, met]) => `| ${name} | ${value} | ${target} | ${met ? 'yes' : 'NO'} |`,
    ),
    '',
    '| chunk (live build) | holds | raw KB | gzip KB |',
    '|---|---|---|---|',
    ...live.map(
      (s) => `| ${s.file} | ${contents.get(s.file) ?? ''} | ${kb(s.raw)} | ${kb(s.gzip)} |`,
    ),
    '',
  ];
  const table = lines.join('\n');
  console.info(`\n${table}`);
  writeFileSync('bench-results.md', table);
  const budgetsMet = rows[7][3] && rows[9][3];
  process.exitCode = budgetsMet ? 0 : 1;
} finally {
  await chrome.kill();
  liveServer.kill();
  demoServer.kill();
  floorServer.kill();
}
