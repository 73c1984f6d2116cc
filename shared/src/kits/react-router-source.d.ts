// Build alias of `react-router` used by ./react-router.ts (see shared/build/webpack.cjs).
declare module '@alumni/react-router-source' {
  export * from 'react-router';
}
