module.exports = require('@alumni/shared/build/webpack')({
  dir: __dirname,
  name: 'member_portal',
  exposes: { './App': './src/app/App.tsx' },
});
