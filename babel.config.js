// One Babel config for webpack and jest. Babel only strips types; `tsc --noEmit` checks them.

/**
 * Jest runs ES modules as CommonJS (config/*.mjs included): give their `import.meta.dirname`,
 * `.filename` and `.url` the values Node gives an ES module.
 */
function importMetaAsCommonJs({ types: t, template }) {
  const values = {
    dirname: () => t.identifier('__dirname'),
    filename: () => t.identifier('__filename'),
    url: () => template.expression.ast`require('node:url').pathToFileURL(__filename).href`,
  };
  return {
    visitor: {
      MetaProperty(path) {
        const { parentPath } = path;
        if (path.node.meta.name !== 'import' || !parentPath.isMemberExpression()) return;
        const value = values[parentPath.node.property.name];
        if (value) parentPath.replaceWith(value());
      },
    },
  };
}

module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    plugins: [
      ...(isDevServer ? ['react-refresh/babel'] : []),
      ...(isTest ? [importMetaAsCommonJs] : []),
    ],
  };
};
