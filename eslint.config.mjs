// Lint: type-aware TypeScript, React, hooks, accessibility, and the one-way layering of
// docs/architecture.md#code-map (lib/config/components/content → features → app; features never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder of src/features/ is a feature, read here rather than listed by hand, so a new one is
// fenced in from its first file (tests/unit/config/lintZones.test.ts).
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.prerender/',
      '.scratch/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'test-results-*/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    languageOptions: { globals: globals.browser },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Without a TypeScript parser here, import/no-cycle cannot read the modules it follows
      // and finds no cycle at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      'react/no-danger': 'error',
      // Static import cycles among our own modules (a package cannot import ours back, so none is
      // walked; a dynamic import() loads its module later, so it cannot close a cycle of
      // module initialisation).
      'import/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
      // One place changes the language: showLanguage() in src/lib/i18nInit.ts (docs/language.md).
      'no-restricted-properties': [
        'error',
        { property: 'changeLanguage', message: 'Call showLanguage() from src/lib/i18nInit.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate'],
              message:
                "Use src/components/SiteLink.tsx: it keeps a link in the page's language (docs/language.md).",
            },
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'Use useT() from src/lib/useLanguage.ts: one t per language, not per component (docs/language.md#reading-the-language).',
            },
          ],
        },
      ],
      'import/no-default-export': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Lower layers never reach up.
            ...['lib', 'components', 'content'].map((layer) => ({
              target: `./src/${layer}`,
              from: ['./src/features', './src/app'],
              message:
                'lib/components/content sit below features and app (docs/architecture.md#code-map).',
            })),
            { target: './src/features', from: './src/app', message: 'features sit below app.' },
            // A feature never imports another feature: move what they share down.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other; share through components/, content/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/i18nInit.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The one place that wraps react-router's links, and the ones that wait for translations.
    files: ['src/components/SiteLink.tsx', 'src/app/Root.tsx', 'src/lib/staffStrings.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.d.ts'],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    // The sanctioned places for raw markup: icons and drawings (SVG files bundled at build time),
    // JSON-LD data blocks.
    files: ['src/components/Icon.tsx', 'src/components/Drawing.tsx', 'src/components/JsonLd.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs in the page as it is (public/ is copied, not bundled).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
