// The build's output shape (issue 2) and the chunk load time-out (docs/product.md#constants), read from webpack's
// own normalisation and defaults — the same numbers the production build uses.
import { existsSync } from 'node:fs';
import type webpack from 'webpack';
import { config as webpackConfig } from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../../../webpack.config.js') as (
  env: unknown,
  argv: { mode: string },
) => webpack.Configuration;

function resolved(mode: 'production' | 'development') {
  const options = webpackConfig.getNormalizedWebpackOptions(makeConfig({}, { mode }));
  webpackConfig.applyWebpackOptionsDefaults(options);
  return options;
}

describe('webpack config', () => {
  const prod = resolved('production');

  it('keeps the chunk load time-out at 120 s', () => {
    expect(prod.output.chunkLoadTimeout).toBe(120_000);
  });

  it('emits content-hashed chunks under static/js and CSS under static/css', () => {
    expect(prod.output.filename).toBe('static/js/[name].[contenthash:8].js');
    expect(prod.output.chunkFilename).toBe('static/js/[name].[contenthash:8].js');
    expect(prod.output.publicPath).toBe('/');
  });

  it('writes production source maps without naming them in the files (hidden-source-map)', () => {
    expect(prod.devtool).toBe('hidden-source-map');
  });

  it("bundles react-router's production build in production, its default in development", () => {
    const aliases = prod.resolve.alias as Record<string, string>;
    for (const request of ['react-router$', 'react-router/dom$']) {
      expect(aliases[request]).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]/);
      expect(existsSync(aliases[request]!)).toBe(true);
    }
    expect(resolved('development').resolve.alias).toEqual({});
  });

  it('serves the dev site on port 3000 with a history fallback', () => {
    const dev = makeConfig({}, { mode: 'development' }) as webpack.Configuration & {
      devServer: { port: number; historyApiFallback: boolean; hot: boolean };
    };
    expect(dev.devServer).toMatchObject({ port: 3000, historyApiFallback: true, hot: true });
  });
});
