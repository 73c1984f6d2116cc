module.exports = require('@alumni/shared/build/webpack')({
  dir: __dirname,
  name: 'admin_portal',
  exposes: { './App': './src/app/App.tsx' },
});
