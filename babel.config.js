// One Babel config for webpack and jest. Babel only strips types; `tsc --noEmit` checks them.
module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    plugins: isDevServer ? ['react-refresh/babel'] : [],
  };
};
