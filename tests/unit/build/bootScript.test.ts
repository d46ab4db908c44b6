// The page's scripts, in the order the boot script starts them (config/webpack/bootScript.mjs),
// and the boot script's place in the page template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageScriptFiles } from '../../../config/webpack/bootScript.mjs';

const files = {
  publicPath: '/',
  js: ['/static/js/runtime.1.js', '/static/js/3961.2.js', '/static/js/main.3.js'],
};

const group = (...chunkFiles: string[][]) => ({
  chunks: chunkFiles.map((list) => ({ files: new Set(list) })),
});

describe('pageScriptFiles', () => {
  it("lists the eager imports' chunks after the entry's and before main, each once, so main's import() finds them", () => {
    const compilation = {
      namedChunkGroups: new Map([
        ['app', group(['static/js/3961.2.js'], ['static/js/app.5.js', 'static/js/app.5.js.map'])],
        ['react-dom', group(['static/js/react-dom.4.js', 'static/js/react-dom.4.js.map'])],
      ]),
    };
    expect(pageScriptFiles(compilation, files)).toEqual([
      '/static/js/runtime.1.js',
      '/static/js/3961.2.js',
      '/static/js/app.5.js',
      '/static/js/react-dom.4.js',
      '/static/js/main.3.js',
    ]);
  });

  it('fails the build when an eager import is gone (renamed or removed)', () => {
    const compilation = { namedChunkGroups: new Map([['app', group(['static/js/app.5.js'])]]) };
    expect(() => pageScriptFiles(compilation, files)).toThrow(/react-dom/);
  });
});

describe('the page template (public/index.html)', () => {
  const template = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');

  it('places the boot script after the stylesheet, so the parser waits for the stylesheet there', () => {
    // An inline script waits for the stylesheets before it. Chromium lays a page out at
    // DOMContentLoaded when it holds a form field (the header's search has one); a document
    // parsed to its end before its stylesheet arrived was laid out once unstyled, in vain.
    const stylesheet = template.indexOf('rel="stylesheet"');
    const boot = template.indexOf('<script data-scripts=');
    expect(stylesheet).toBeGreaterThan(-1);
    expect(boot).toBeGreaterThan(stylesheet);
    expect(template.indexOf('<body')).toBeGreaterThan(boot);
  });
});
