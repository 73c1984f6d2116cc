module.exports = require('@alumni/shared/build/webpack')({
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx', './menu': './src/app/menu.ts' },
});
