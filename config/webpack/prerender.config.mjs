// The prerenderer's bundle: src/entry-server.tsx built for Node with the browser bundle's loaders
// and environment, into .prerender/<build dir name>/entry-server.js (not shipped). Firebase is
// left external: the prerenderer never signs in or reads data.
import path from 'node:path';
import webpack from 'webpack';
import { clientEnv } from '../env.mjs';
import webpackConfig from '../../webpack.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = process.env.BUILD_DIR || 'build';

/** @type {import('webpack').Configuration} */
export default {
  mode: 'production',
  target: 'node20',
  entry: path.join(root, 'src/entry-server.tsx'),
  output: {
    path: path.join(root, '.prerender', path.basename(buildDir)),
    filename: 'entry-server.js',
    library: { type: 'commonjs2' },
    publicPath: '/',
    // The same asset URLs as the browser bundle; the files themselves come from that build.
    assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: webpackConfig.moduleRules({ mode: 'production', server: true }),
    generator: {
      asset: { emit: false },
      'asset/resource': { emit: false },
    },
  },
  externals: [/^firebase(\/|$)/, /^@firebase\//],
  plugins: [
    new webpack.DefinePlugin({
      'process.env': Object.fromEntries(
        Object.entries(clientEnv('production')).map(([k, v]) => [k, JSON.stringify(v)]),
      ),
    }),
    // One file: lazy routes are bundled in, so every route renders completely.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
