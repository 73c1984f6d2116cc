module.exports = require('@alumni/shared/build/webpack')({
  dir: __dirname,
  name: 'superadmin_portal',
  exposes: { './App': './src/app/App.tsx' },
});
