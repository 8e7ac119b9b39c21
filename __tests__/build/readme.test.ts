/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The README is a map a newcomer reads in five minutes, and docs/ holds how each part works.
 * A map that points to a file, a heading or a script that is gone misleads: these checks keep
 * every link, every named script and every named path true.
 */
const root = path.resolve(__dirname, '../..');
const README = 'README.md';
const DOCS = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const MAX_README_LINES = 200;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The text outside fenced code blocks: a `# comment` in a shell block is no heading. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  return new Set([...prose(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugOf(m[1])));
}

/** Every `](target)` of a Markdown file that is not a web address. */
function relativeLinks(file: string): string[] {
  return [...prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** `npm run x` and `npm x` named in a text; npm's own commands are not scripts. */
const NPM_COMMANDS = new Set(['install', 'i', 'ci', 'run', 'exec', 'test', 'start']);
function npmScriptsNamed(text: string): string[] {
  const named = [...text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)].map((m) => m[1]);
  const direct = [...text.matchAll(/\bnpm ([a-z][\w:-]*)/g)]
    .map((m) => m[1])
    .filter((name) => !NPM_COMMANDS.has(name));
  return [...new Set([...named, ...direct])];
}

/** Backticked repository paths: under the project's folders, or a root file. */
const REPO_PATH = /^(src|mocks|scripts|docs|__tests__|deploy|public)\/[\w./-]*$/;
const ROOT_FILE =
  /^(\.env\.example|\.nvmrc|\.ci\/run|package\.json|tsconfig\.json|knip\.jsonc|[\w-]+\.config\.(ts|js|mjs))$/;
function repoPathsNamed(text: string): string[] {
  return [...prose(text).matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1])
    .filter((span) => REPO_PATH.test(span) || ROOT_FILE.test(span));
}

test(`the README has at most ${MAX_README_LINES} lines`, () => {
  const lines = read(README).split('\n');
  if (lines.at(-1) === '') lines.pop();
  expect(lines.length).toBeLessThanOrEqual(MAX_README_LINES);
});

test.each([README, ...DOCS])(
  'every relative link of %s leads to a file and heading that exist',
  (file) => {
    const broken = relativeLinks(file).filter((link) => {
      const [target, anchor] = link.split('#');
      const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
      if (!existsSync(path.join(root, targetFile))) return true;
      return Boolean(anchor) && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor);
    });
    expect(broken).toEqual([]);
  },
);

test('every npm script the README names is in package.json', () => {
  const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const missing = npmScriptsNamed(read(README)).filter((name) => !(name in scripts));
  expect(missing).toEqual([]);
});

test('every repository path the README names exists', () => {
  const named = repoPathsNamed(read(README));
  expect(named.length).toBeGreaterThan(10);
  expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
});

test('the README links every page of docs/', () => {
  const linked = new Set(relativeLinks(README).map((link) => link.split('#')[0]));
  expect(DOCS.filter((doc) => !linked.has(doc))).toEqual([]);
});
