/**
 * @jest-environment node
 */
// Code comments explain a rule themselves or link to docs/ — never to the product's outside
// specification documents, which a maintainer cannot open.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(
    (file) => file && !file.startsWith('docs/') && !/\.(png|jpe?g|webp|woff2?|ico)$/.test(file),
  )
  .filter((file) => fs.existsSync(path.join(root, file)));

// Built from parts so this file does not match itself.
const citation = new RegExp(`\\b(${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')})(\\.md)? ?§`);

describe('code comments', () => {
  it('cite no outside specification section', () => {
    const offenders = tracked.filter((file) =>
      citation.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
