/** Unit and integration tests: jsdom, Mirage at the HTTP layer, a fresh store per test. */

// A phone in Argentina, whatever this machine's zone (src/lib/dates.ts shows Buenos Aires time);
// a test of a phone elsewhere moves Date's offset itself.
process.env.TZ = 'America/Argentina/Buenos_Aires';

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/'],
  setupFiles: ['<rootDir>/__tests__/support/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  moduleNameMapper: {
    // Tests run the app in mock mode (src/app/mode/; webpack.config.ts picks it for a build).
    '^#api-mode$': '<rootDir>/src/app/mode/mock.ts',
    '\\.(s?css)$': '<rootDir>/__tests__/support/style-stub.js',
    // The PDFs' fonts: read from disk, not built into a chunk.
    '/pdf-fonts$': '<rootDir>/__tests__/support/pdf-fonts-node.ts',
    // jsdom asks for jsPDF's browser build, an ES module jest does not run: its UMD build.
    '^jspdf$': '<rootDir>/node_modules/jspdf/dist/jspdf.umd.min.js',
  },
  // A busy machine (CI beside other jobs) makes the first render of a lazy page slow; a test
  // waits on states and ends as soon as they hold, so this limit only stops a hung test.
  testTimeout: 90_000,
  clearMocks: true,
  restoreMocks: true,
};
