// What every journey runs on: the builds and reference pages, built once and served by
// scripts/serve.ts on BENCH_PORT (default 7101) and the next eight ports, the stub provider
// (stub-provider.ts) in front of the pages that sign in.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import {
  buildApp,
  buildBareReact,
  buildBase,
  writeJourneyReference,
  writeTwoLinePage,
} from './references';
import { serveWithProvider } from './stub-provider';

/** Lighthouse's medians of FCP and LCP of /login and the two-line page. */
type LighthousePaints = Record<'login' | 'twoLines', { fcp: number | null; lcp: number | null }>;

export interface Bench {
  root: string;
  /** The built folders. */
  dirs: {
    live: string;
    demo: string;
    twoLines: string;
    bareReact: string;
    base: string;
    journeyReference: string;
  };
  /** Where each is served; `liveJourney`, `journeyReference` and `baseJourney` with the stub provider. */
  origins: {
    live: string;
    demo: string;
    twoLines: string;
    bareReact: string;
    base: string;
    liveJourney: string;
    journeyReference: string;
    baseJourney: string;
  };
  /** BENCH_BASE's commit, built and served, or null. */
  baseSha: string | null;
  /** The bare React page's scripts, paths under dirs.bareReact. */
  bareScripts: string[];
  log: (message: string) => void;
  /** Set by the Lighthouse journey of /login once it has run; the sign-in journey reads it. */
  lighthousePaints?: LighthousePaints;
}

/** One part of the bench: its BENCH_ONLY name (its file's) and what it measures and prints. */
export interface Journey {
  name: string;
  /** Its Markdown; `failed` when a budget it holds is exceeded (the bench then exits 1). */
  run(bench: Bench): Promise<{ lines: string[]; failed?: boolean }>;
}

/** scripts/serve.ts on `dir`, resolved once it listens. */
export function serve(root: string, dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import=tsx', path.join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => {
      if (String(data).includes('Serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`serve.ts on port ${port} exited (${code})`)));
  });
}

/** Builds every page, serves them, and returns them with a way to stop the servers. */
export async function startBench(
  root: string,
  log: Bench['log'],
): Promise<{ bench: Bench; stop: () => void }> {
  const folder = (name: string) => path.join(root, '.build', name);
  const dirs = {
    live: folder('bench-live'),
    demo: folder('bench-demo'),
    twoLines: folder('bench-two-lines'),
    bareReact: folder('bench-bare-react'),
    base: folder('bench-base'),
    journeyReference: folder('bench-journey-reference'),
  };
  log('Building live and demo, and the references…');
  buildApp({ cwd: root, mode: 'live', outputPath: dirs.live });
  buildApp({ cwd: root, mode: 'mock', outputPath: dirs.demo });
  writeTwoLinePage(dirs.twoLines);
  writeJourneyReference(dirs.journeyReference);
  const bareScripts = await buildBareReact(root, dirs.bareReact);
  const base = process.env.BENCH_BASE;
  let baseSha: string | null = null;
  if (base) {
    log(`Building ${base} (BENCH_BASE)…`);
    baseSha = buildBase({ root, commit: base, outputPath: dirs.base });
  }

  const port = Number(process.env.BENCH_PORT) || 7101;
  const at = (offset: number) => `http://127.0.0.1:${port + offset}`;
  const origins = {
    live: at(0),
    demo: at(1),
    twoLines: at(2),
    bareReact: at(3),
    base: at(4),
    // The stub provider's servers (the journey reference's own files are on port + 5).
    liveJourney: at(6),
    journeyReference: at(7),
    baseJourney: at(8),
  };

  const servers: ChildProcess[] = [];
  const providers: Server[] = [];
  const stop = () => {
    for (const server of servers) server.kill();
    for (const provider of providers) {
      provider.closeAllConnections();
      provider.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    servers.push(await serve(root, dirs.live, port));
    servers.push(await serve(root, dirs.demo, port + 1));
    servers.push(await serve(root, dirs.twoLines, port + 2));
    servers.push(await serve(root, dirs.bareReact, port + 3));
    if (baseSha) servers.push(await serve(root, dirs.base, port + 4));
    servers.push(await serve(root, dirs.journeyReference, port + 5));
    providers.push(await serveWithProvider(port + 6, port));
    providers.push(await serveWithProvider(port + 7, port + 5));
    if (baseSha) providers.push(await serveWithProvider(port + 8, port + 4));
  } catch (error) {
    stop();
    throw error;
  }
  return { bench: { root, dirs, origins, baseSha, bareScripts, log }, stop };
}
