// Firestore security rules tests (tests/rules/) against the Cloud Firestore emulator, which
// globalSetup starts (or reuses, if one already answers at firebase.json's Firestore emulator
// address) and globalTeardown stops. Run: npx jest -c jest.rules.config.js
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/rules'],
  transform: { '^.+\\.(m?js|jsx|tsx?)$': 'babel-jest' },
  globalSetup: '<rootDir>/tests/rules/globalSetup.mjs',
  globalTeardown: '<rootDir>/tests/rules/globalTeardown.mjs',
  testTimeout: 30_000,
  // Two files at once, each worker against a database of its own (tests/rules/rulesEnv.ts).
  maxWorkers: 2,
};
