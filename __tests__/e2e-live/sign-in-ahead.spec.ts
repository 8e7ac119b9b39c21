import type { Page, Request } from '@playwright/test';
import { homeFigure, signIn } from '../e2e/fixtures';
import { scaled } from '../e2e/timing';
import { expect, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * After INGRESAR only the network is waited for: the shell's and home's code loads during the
 * login, and account/, payments/, me/ are asked as it answers. Its answer is held until that code
 * is asked for, the code until the calls are made: an app waiting for either waits out the hold.
 * The sign-in's next code is two files (webpack.config.ts): the calls' and the pages'.
 */
const HELD_CHUNK = /\/static\/js\/signed-in-pages\.[0-9a-f]+\.chunk\.js$/;
const CALLS_CHUNK = /\/static\/js\/signed-in-calls\.[0-9a-f]+\.chunk\.js$/;
const DATA_CALLS = ['account/', 'payments/', 'me/'];
const HOLD_MS = scaled(5_000);

// The service worker's precache would fetch the same chunks at its own time: not this story.
test.use({ serviceWorkers: 'block' });

/** What a request is in this story, or null. */
function eventOf(request: Request): string | null {
  const url = new URL(request.url());
  if (HELD_CHUNK.test(url.pathname)) return isScript(request) ? 'pages code asked' : null;
  if (CALLS_CHUNK.test(url.pathname)) return isScript(request) ? 'calls code asked' : null;
  const call = /\/api\/v1\/(.+)$/.exec(url.pathname)?.[1];
  if (call === 'auth/login/') return 'login asked';
  return call && DATA_CALLS.includes(call) ? `${call} asked` : null;
}

/** Code asked for to run, not /login's prefetch hints (which only warm the HTTP cache). */
function isScript(request: Request): boolean {
  return request.resourceType() === 'script';
}

/**
 * The events of the story in order: `until` resolves once a condition over them holds, checked
 * at each event, or at the hold's limit, so that an app waiting for what is held shows in the
 * order of events rather than hanging (the order is the proof, never the time).
 */
function story() {
  const events: string[] = [];
  const waiting = new Set<() => void>();
  return {
    events,
    happened: (event: string) => events.includes(event),
    add(event: string) {
      events.push(event);
      for (const check of waiting) check();
    },
    until(done: () => boolean, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!done()) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
        // eslint-disable-next-line no-restricted-syntax -- a hold's limit, not a proof (above)
        setTimeout(() => {
          waiting.delete(check);
          resolve();
        }, ms);
      });
    },
  };
}

/** The story of `page`'s requests, as it happens. */
function storyOf(page: Page) {
  const told = story();
  page.on('request', (request) => {
    const event = eventOf(request);
    if (event) told.add(event);
  });
  return told;
}

/** The shell's and home's code held until account/, payments/ and me/ have been asked. */
async function holdPagesCodeUntilCalls(
  page: Page,
  { happened, add, until }: Pick<ReturnType<typeof story>, 'happened' | 'add' | 'until'>,
) {
  await page.route(HELD_CHUNK, async (route) => {
    if (!isScript(route.request())) return route.continue();
    await until(() => DATA_CALLS.every((call) => happened(`${call} asked`)), HOLD_MS);
    add('pages code sent');
    await route.continue();
  });
}

test('after INGRESAR: home’s code comes during the login, its data is asked as the login answers', async ({
  page,
}) => {
  const { events, happened, add, until } = storyOf(page);
  await page.route('**/api/v1/auth/login/', async (route) => {
    await until(() => happened('pages code asked'), HOLD_MS);
    add('login answered');
    await route.fallback(); // to the stub provider
  });
  await holdPagesCodeUntilCalls(page, { happened, add, until });

  await signIn(page, CARDHOLDER);
  await expect.poll(() => happened('pages code sent'), { timeout: 3 * HOLD_MS }).toBe(true);

  const at = (event: string) => events.indexOf(event);
  // The login leaves first: the code asked for during it never goes before it.
  expect(at('login asked'), events.join(' → ')).toBe(0);
  expect(at('calls code asked'), events.join(' → ')).toBeGreaterThan(at('login asked'));
  expect(at('login answered'), events.join(' → ')).toBeGreaterThan(at('pages code asked'));
  for (const call of DATA_CALLS) {
    expect(at(`${call} asked`), events.join(' → ')).toBeGreaterThan(at('login answered'));
    expect(at(`${call} asked`), events.join(' → ')).toBeLessThan(at('pages code sent'));
  }
  // Each call once: the pages that mounted afterwards took the answers already asked for.
  for (const call of DATA_CALLS) {
    expect(
      events.filter((event) => event === `${call} asked`),
      call,
    ).toHaveLength(1);
  }
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
});

test('the calls’ code late (held until /login has given way): the route does not wait for it, home asks each call once', async ({
  page,
}) => {
  const { events, happened, add, until } = storyOf(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/') add('route home');
  });
  await page.route(CALLS_CHUNK, async (route) => {
    if (!isScript(route.request())) return route.continue();
    await until(() => happened('route home'), HOLD_MS);
    add('calls code sent');
    await route.continue();
  });

  await signIn(page, CARDHOLDER);
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);

  const at = (event: string) => events.indexOf(event);
  expect(at('calls code asked'), events.join(' → ')).toBeGreaterThan(at('login asked'));
  expect(at('route home'), events.join(' → ')).toBeGreaterThan(-1);
  expect(at('route home'), events.join(' → ')).toBeLessThan(at('calls code sent'));
  for (const call of DATA_CALLS) {
    expect(at(`${call} asked`), events.join(' → ')).toBeGreaterThan(at('calls code sent'));
    expect(
      events.filter((event) => event === `${call} asked`),
      call,
    ).toHaveLength(1);
  }
});

test('the calls’ code arriving after the login’s answer: the calls leave as it comes, not when home’s code does', async ({
  page,
}) => {
  const { events, happened, add, until } = storyOf(page);
  await page.route('**/api/v1/auth/login/', async (route) => {
    await route.fallback(); // to the stub provider
    add('login answered');
  });
  await page.route(CALLS_CHUNK, async (route) => {
    if (!isScript(route.request())) return route.continue();
    await until(() => happened('login answered'), HOLD_MS);
    add('calls code sent');
    await route.continue();
  });
  await holdPagesCodeUntilCalls(page, { happened, add, until });

  await signIn(page, CARDHOLDER);
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);

  const at = (event: string) => events.indexOf(event);
  for (const call of DATA_CALLS) {
    expect(at(`${call} asked`), events.join(' → ')).toBeGreaterThan(at('calls code sent'));
    expect(at(`${call} asked`), events.join(' → ')).toBeLessThan(at('pages code sent'));
  }
});
