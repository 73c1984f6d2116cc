module.exports = require('@alumni/shared/build/webpack')({
  dir: __dirname,
  name: 'public_site',
  exposes: { './App': './src/app/App.tsx' },
});
