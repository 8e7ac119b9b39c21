// Builds the tests' bundles (__tests__/builds.ts) side by side, or reuses them when their sources
// have not changed (scripts/build-once.ts):
//   node --import=tsx scripts/build-for-tests.ts [demo|live|configured ...]   (none: all three)
import { spawn } from 'node:child_process';
import { TEST_BUILDS, testBuildEnv, type TestBuildName } from '../__tests__/builds';
import { buildOnce } from './build-once';

function isTestBuild(name: string): name is TestBuildName {
  return Object.hasOwn(TEST_BUILDS, name);
}

/** Builds one in this process. */
function buildHere(name: TestBuildName): void {
  const { kind, dir } = TEST_BUILDS[name];
  buildOnce(kind, dir, testBuildEnv(name));
}

/** Builds each in a process of its own, all at once; resolves whether all were built. */
function buildSideBySide(names: TestBuildName[]): Promise<boolean> {
  return Promise.all(
    names.map(
      (name) =>
        new Promise<boolean>((resolve) =>
          spawn(process.execPath, ['--import=tsx', __filename, name], { stdio: 'inherit' }).on(
            'close',
            (code) => resolve(code === 0),
          ),
        ),
    ),
  ).then((results) => results.every(Boolean));
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isTestBuild(name));
  if (unknown.length > 0) {
    console.error(
      `unknown build ${unknown.join(', ')}: one of ${Object.keys(TEST_BUILDS).join(', ')}`,
    );
    process.exit(2);
  }
  const wanted = names.filter(isTestBuild);
  if (wanted.length === 1 && wanted[0]) buildHere(wanted[0]);
  else if (
    !(await buildSideBySide(
      wanted.length > 0 ? wanted : Object.keys(TEST_BUILDS).filter(isTestBuild),
    ))
  )
    process.exitCode = 1;
}

if (require.main === module) void main();
