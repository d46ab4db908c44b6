// The page's scripts, in the order the boot script starts them (config/webpack/bootScript.mjs).
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
