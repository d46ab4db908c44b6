// The list of scripts the inline boot script starts (config/webpack/bootScript.js).
import { bootScriptFiles } from '../../../config/webpack/bootScript';

const files = {
  publicPath: '/',
  js: ['/static/js/runtime.1.js', '/static/js/3961.2.js', '/static/js/main.3.js'],
};

describe('bootScriptFiles', () => {
  it("puts react-dom's chunk with the entry's files, before main, so main's import() finds it", () => {
    const compilation = {
      namedChunks: new Map([
        ['react-dom', { files: new Set(['static/js/react-dom.4.js', 'static/js/react-dom.4.js.map']) }],
      ]),
    };
    expect(bootScriptFiles(compilation, files)).toBe(
      '/static/js/runtime.1.js /static/js/3961.2.js /static/js/react-dom.4.js /static/js/main.3.js',
    );
  });

  it('fails the build when that chunk is gone (its import() renamed or removed)', () => {
    expect(() => bootScriptFiles({ namedChunks: new Map() }, files)).toThrow(/react-dom/);
  });
});
