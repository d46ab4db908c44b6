/**
 * @jest-environment node
 */
// The import-cycle lint (eslint.config.mjs): a static import that closes a cycle among our own
// modules is refused; a dynamic import() closing one (it loads later, in a chunk of its own) is
// not. import/no-cycle follows the imports through the files on disk, so the probes are real
// files: in src/lib/ of a temporary folder, linted from there with the project's config.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const A = "import { b } from './b';\nexport const a = () => b;\n";

/** The import/no-cycle errors of a module `a`, which imports `b`, whose text is given. */
function cycleErrors(b: string): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'cycle-probe-'));
  const dir = path.join(root, 'src/lib');
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a.ts'), A);
    writeFileSync(path.join(dir, 'b.ts'), b);
    const output = execFileSync(
      process.execPath,
      [path.join(__dirname, 'lintProbe.mjs'), 'import/no-cycle'],
      {
        cwd: root,
        input: JSON.stringify([{ filePath: path.join(dir, 'a.ts'), text: A }]),
        encoding: 'utf8',
      },
    );
    return (JSON.parse(output) as string[][])[0] ?? [];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

it('refuses a static import that closes a cycle', () => {
  expect(cycleErrors("import { a } from './a';\nexport const b = () => a;\n")).toEqual([
    expect.stringMatching(/^import\/no-cycle: Dependency cycle/),
  ]);
}, 120_000);

it('lets a dynamic import() close one', () => {
  expect(cycleErrors("export const b = () => import('./a');\n")).toEqual([]);
}, 120_000);
