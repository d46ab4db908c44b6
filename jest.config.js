/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/config/jest/setup.ts'],
  transform: {
    '^.+\\.[jt]sx?$': 'babel-jest',
    '^.+\\.svg$': '<rootDir>/config/jest/rawTransform.js',
  },
  moduleNameMapper: {
    '^(.+\\.svg)\\?raw$': '$1',
    '\\.(s?css)$': '<rootDir>/config/jest/styleStub.js',
    '\\.(png|jpe?g|webp|woff2?)$': '<rootDir>/config/jest/fileStub.js',
  },
};
