/**
 * @jest-environment node
 */
// config/prerender/prerender.mjs calls the prerenderer's bundle (src/entry-server.tsx) as
// `server.<name>`: every name it calls must be exported, or the build fails after webpack.
import fs from 'node:fs';
import path from 'node:path';
import * as server from '../../../../src/entry-server';

const script = fs.readFileSync(
  path.resolve(__dirname, '../../../../config/prerender/prerender.mjs'),
  'utf8',
);

describe('the prerenderer entry', () => {
  const used = [
    ...new Set(
      [...script.matchAll(/(?<![\w-])server\.(\w+)/g)].flatMap((match) =>
        match[1] ? [match[1]] : [],
      ),
    ),
  ];

  it('is called by prerender.mjs', () => {
    expect(used).toEqual(expect.arrayContaining(['renderPage', 'prerenderPaths']));
  });

  it.each(used)('exports %s', (name) => {
    expect(server).toHaveProperty(name);
  });
});
