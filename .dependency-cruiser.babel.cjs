/**
 * Babel options dependency-cruiser reads TypeScript with (see .dependency-cruiser.cjs): strip the
 * types, but keep type-only imports as imports so they count as dependencies.
 */
module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [require("./scripts/deps/keep-type-imports.cjs")],
  presets: [[require.resolve("@babel/preset-typescript"), { onlyRemoveTypeImports: true }]],
};
