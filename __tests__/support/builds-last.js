const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const BUILD_CHECKS = `${path.sep}__tests__${path.sep}build${path.sep}`;

/**
 * jest's own order, but the checks of the built bundles (__tests__/build/) last: `npm test`
 * builds the bundles beside jest, and a check that waits for one would hold jest's only worker.
 */
class BuildsLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const ofBuilds = (test) => test.path.includes(BUILD_CHECKS);
    return [...sorted.filter((test) => !ofBuilds(test)), ...sorted.filter(ofBuilds)];
  }
}

module.exports = BuildsLast;
