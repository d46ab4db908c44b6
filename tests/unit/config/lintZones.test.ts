/**
 * @jest-environment node
 */
// The layering lint (eslint.config.mjs, docs/architecture.md#code-map): a file in any folder of
// src/features/ that imports from another feature is refused, and one importing from its own
// feature passes. The features are read from the folder, as the config reads them, so a new
// feature is covered from its first file.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const featuresDir = path.join(root, 'src/features');

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A real module of `feature` to import (the rule judges the file an import resolves to). */
function moduleOf(feature: string): string {
  const file = readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .sort()[0];
  if (!file) throw new Error(`src/features/${feature} has no TypeScript module to import`);
  return file.replace(/\.tsx?$/, '');
}

interface Probe {
  feature: string;
  importPath: string;
}

const crossFeature: Probe[] = features.map((feature, index) => {
  const other = features[(index + 1) % features.length] ?? '';
  return { feature, importPath: `../${other}/${moduleOf(other)}` };
});
const sameFeature: Probe[] = features.map((feature) => ({
  feature,
  importPath: `./${moduleOf(feature)}`,
}));

/** Each probe's layering errors, as if it were a new file importing `importPath`. */
function layeringErrors(probes: Probe[]): string[][] {
  const input = probes.map(({ feature, importPath }) => ({
    filePath: path.join(featuresDir, feature, 'lintZoneProbe.ts'),
    text: `import * as probed from '${importPath}';\nexport const probe = probed;\n`,
  }));
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'lintProbe.mjs'), 'import/no-restricted-paths'],
    { cwd: root, input: JSON.stringify(input), encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

let errors: string[][] = [];
beforeAll(() => {
  errors = layeringErrors([...crossFeature, ...sameFeature]);
}, 180_000);

it('reads the feature folders, the newest ones included', () => {
  expect(features).toEqual(expect.arrayContaining(['contact', 'caseStudies', 'search']));
});

it.each(crossFeature.map((probe, index) => [probe.feature, probe.importPath, index] as const))(
  'refuses a file in src/features/%s importing %s',
  (_feature, _importPath, index) => {
    expect(errors[index]).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .* Features never import each other/),
    ]);
  },
);

it.each(sameFeature.map((probe, index) => [probe.feature, probe.importPath, index] as const))(
  'lets a file in src/features/%s import %s from its own feature',
  (_feature, _importPath, index) => {
    expect(errors[crossFeature.length + index]).toEqual([]);
  },
);
