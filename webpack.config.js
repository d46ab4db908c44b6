// A Create-React-App-style build: build/index.html from public/index.html,
// content-hashed chunks in build/static/js, CSS in build/static/css, public/ copied.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { Resvg } = require('@resvg/resvg-js');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { PurgeCSSPlugin } = require('purgecss-webpack-plugin');
const { globSync } = require('glob');
const { clientEnv } = require('./config/env.mjs');
const { bootScript, pageScriptFiles } = require('./config/webpack/bootScript.mjs');

const root = __dirname;
/** The tab icon's size: 48 px, the largest a phone's tab shows, at 2×. */
const FAVICON_PX = 96;
/** The web app manifest's icons, `{ src, sizes }`: each a PNG drawn at the size it names. */
const MANIFEST_ICONS = JSON.parse(
  fs.readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8'),
).icons;
/**
 * public/favicon.svg as a PNG `px` wide (resvg).
 * @param {number} px
 * @returns {(svg: Buffer) => Buffer}
 */
const faviconPng = (px) => (svg) =>
  new Resvg(svg.toString(), { fitTo: { mode: 'width', value: px } }).render().asPng();
/** The template material's stylesheets: their own CSS file, `template` (see splitChunks). */
const TEMPLATE_STYLES = /[\\/]src[\\/]features[\\/]template[\\/].*\.scss$/;

// react-router's package points every export condition at its development build (warnings
// on); the production build beside it is the same code with them off, and smaller.
const REACT_ROUTER_DIST = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIST, 'index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIST, 'dom-export.mjs'),
};

/**
 * The loaders, shared by the browser bundle and the prerenderer's Node bundle.
 * @param {{ mode: 'development' | 'production'; server: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function moduleRules({ mode, server }) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      // envName: Babel's development JSX transform must never reach a production build.
      use: { loader: 'babel-loader', options: { cacheDirectory: true, envName: mode } },
    },
    // The prerenderer only needs markup: stylesheets become empty modules there.
    server
      ? { test: /\.s?css$/, use: path.join(root, 'config/webpack/emptyLoader.mjs') }
      : {
          test: /\.s?css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: 'css-loader', options: { importLoaders: 1 } },
            {
              loader: 'sass-loader',
              options: {
                sassOptions: {
                  // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours.
                  quietDeps: true,
                  silenceDeprecations: [
                    'import',
                    'global-builtin',
                    'color-functions',
                    'if-function',
                  ],
                },
              },
            },
          ],
        },
    // SVG is only ever inlined (`import icon from 'bootstrap-icons/icons/x.svg?raw'`): an SVG
    // file in an <img> costs the main thread a document of its own (docs/architecture.md#rendering).
    {
      test: /\.svg$/,
      resourceQuery: /raw/,
      type: 'asset/source',
      use: path.join(root, 'config/webpack/inlineSvgLoader.mjs'),
    },
    { test: /\.(png|jpe?g|webp|avif|gif)$/, type: 'asset' },
    { test: /\.(woff2?)$/, type: 'asset/resource' },
    // Markdown is rendered at build time (config/markdown): `*.md` → { attributes, html };
    // the blog's posts/blog.mdindex → its validated index plus one lazy chunk per body.
    { test: /\.md$/, use: path.join(root, 'config/markdown/markdownLoader.mjs') },
    { test: /\.mdindex$/, use: path.join(root, 'config/markdown/blogIndexLoader.mjs') },
    // The case studies' share images, generated from their data (config/covers).
    { test: /\.covers$/, use: path.join(root, 'config/covers/caseStudyCoversLoader.mjs') },
    // The site search's indexes, built from the content (config/search, docs/search.md).
    { test: /\.searchindex$/, use: path.join(root, 'config/search/searchIndexLoader.mjs') },
  ];
}

/**
 * webpack's configuration for `webpack --mode <mode>` and the dev server.
 * @param {unknown} _env
 * @param {{ mode?: string }} [argv]
 */
const makeConfig = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isProd = mode === 'production';
  const isDevServer = process.env.WEBPACK_SERVE === 'true';
  const jsName = isProd ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js';
  const cssName = isProd ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css';

  return {
    mode,
    entry: path.join(root, 'src/index.tsx'),
    output: {
      // BUILD_DIR lets parallel work trees build side by side (default build/).
      path: path.resolve(root, process.env.BUILD_DIR || 'build'),
      publicPath: '/',
      filename: jsName,
      chunkFilename: jsName,
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
      // chunkLoadTimeout is left at webpack's default, 120 s (docs/product.md#constants); a unit test proves it.
    },
    // Production maps are written beside each file but not named in it (no sourceMappingURL), and
    // firebase.json's hosting "ignore" keeps them off the public site: docs/development.md#source-maps.
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: mode === 'production' ? REACT_ROUTER_PRODUCTION : {},
    },
    module: { rules: moduleRules({ mode, server: false }) },
    plugins: [
      new webpack.DefinePlugin({
        'process.env': Object.fromEntries(
          Object.entries(clientEnv(mode)).map(([k, v]) => [k, JSON.stringify(v)]),
        ),
      }),
      // The template places the tags itself: the stylesheet in <head>, the scripts handed to the
      // inline boot script (public/boot.js), which starts them after the first paint.
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        inject: false,
        templateParameters: { bootScript: bootScript(), pageScriptFiles },
      }),
      new MiniCssExtractPlugin({ filename: cssName, chunkFilename: cssName }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/boot.js'] } },
          // The tab's icon and the manifest's, drawn from favicon.svg: a browser fetches them
          // as the page loads and decodes them on its main thread, where an SVG costs a document
          // of its own (docs/architecture.md#rendering).
          { from: 'public/favicon.svg', to: 'favicon.png', transform: faviconPng(FAVICON_PX) },
          ...MANIFEST_ICONS.map((/** @type {{ src: string; sizes: string }} */ icon) => ({
            from: 'public/favicon.svg',
            to: icon.src.replace(/^\//, ''),
            transform: faviconPng(Number.parseInt(icon.sizes, 10)),
          })),
        ],
      }),
      // V8's explicit compile hint: Chromium compiles every function of a chunk on the thread
      // that streams it in, not lazily on the main thread when first called (a chunk is loaded
      // because its code is about to run; measured in docs/architecture.md#rendering). Added
      // after Terser, which drops comments, and before the source maps and content hashes.
      isProd &&
        new webpack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /\.js$/,
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      // Bootstrap is compiled whole from Sass; ship only the selectors our code uses.
      isProd &&
        // The plugin's types require `blocklist`, which the plugin itself does not.
        new PurgeCSSPlugin(
          /** @type {import('purgecss-webpack-plugin').UserDefinedOptions} */ ({
            paths: globSync('src/**/*.{ts,tsx}', { cwd: root, absolute: true, nodir: true }),
            safelist: {
              standard: [/^(show|active|collapsing|is-sticky)$/],
              // The dark colour mode's rules: boot.js and src/lib/theme.ts set the attribute.
              greedy: [/^:root$/, /data-bs-theme/],
              // Read only by the template stylesheet's .table: PurgeCSS judges variables per file
              // (the prerenderer refuses a build where the template reads one the site lacks).
              variables: ['--bs-emphasis-color'],
            },
            variables: true,
            keyframes: true,
            fontFace: false, // fonts are named through CSS variables, which PurgeCSS cannot follow
          }),
        ),
      isDevServer && new ReactRefreshPlugin({ overlay: false }),
    ].filter(Boolean),
    optimization: {
      minimizer: [
        // Licence headers go to a .LICENSE.txt beside each chunk (terser's default), not
        // into every visitor's download; a second compress pass is a little smaller still.
        new TerserPlugin({ terserOptions: { compress: { passes: 2 } } }),
        new CssMinimizerPlugin({
          // Bootstrap's inline SVG data URIs are already minimal; svgo only warns about them.
          minimizerOptions: { preset: ['default', { svgo: false }] },
        }),
      ],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // One stylesheet for the whole site, linked in every page's <head>: a page's styles
          // are there at the first paint (CSS chunks loaded with a route's JS arrived after it
          // and shifted the layout).
          styles: { type: 'css/mini-extract', name: 'site', chunks: 'all', enforce: true },
          // The template material's styles, only for its pages: the prerenderer links this file
          // in their <head> (config/prerender/html.mjs); a client-side navigation into a template
          // layout loads it with the layout's chunk, which waits for it before rendering.
          templateStyles: {
            type: 'css/mini-extract',
            test: TEMPLATE_STYLES,
            name: 'template',
            chunks: 'all',
            enforce: true,
            priority: 1,
          },
        },
      },
      // webpack's runtime stays in main, not a chunk of its own: one script fewer to fetch,
      // compile and run on every page (Create React App inlined it into the HTML instead, which
      // the CSP's script hash rules out here). The chunks before main only queue themselves.
      runtimeChunk: false,
    },
    performance: { hints: false }, // budgets live in `npm run bench`
    devServer: {
      port: Number(process.env.PORT) || 3000,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      static: { directory: path.join(root, 'public'), watch: true },
      client: { overlay: { warnings: false } },
    },
    stats: isProd ? 'errors-warnings' : 'minimal',
  };
};

module.exports = makeConfig;
// For config/webpack/prerender.config.mjs, which builds the same app for Node.
makeConfig.moduleRules = moduleRules;
