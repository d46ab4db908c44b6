/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/config/jest/environment.mjs',
  roots: ['<rootDir>/tests/unit'],
  // Above Testing Library's 5 s wait (config/jest/setup.ts), so a slow machine fails on what was
  // awaited, with its message, rather than on jest's own 5 s limit.
  testTimeout: 15_000,
  setupFiles: ['<rootDir>/config/jest/env.mjs'],
  setupFilesAfterEnv: ['<rootDir>/config/jest/setup.ts'],
  transform: {
    '^.+\\.(m?js|jsx|tsx?)$': 'babel-jest',
    '^.+\\.svg$': '<rootDir>/config/jest/rawTransform.mjs',
    '^.+\\.(md|mdindex)$': '<rootDir>/config/markdown/jestTransform.mjs',
    '^.+\\.covers$': '<rootDir>/config/covers/jestTransform.mjs',
  },
  // bootstrap-icons ships the SVGs we import with `?raw`: let the raw transform see them.
  transformIgnorePatterns: ['/node_modules/(?!bootstrap-icons/)'],
  moduleNameMapper: {
    '^(.+\\.svg)\\?raw$': '$1',
    '\\.(s?css)$': '<rootDir>/config/jest/styleStub.mjs',
    '\\.(png|jpe?g|webp|woff2?)$': '<rootDir>/config/jest/fileStub.mjs',
    '\\.searchindex$': '<rootDir>/config/jest/searchIndexStub.mjs',
  },
};
