// Build alias of `@tanstack/react-query` used by ./react-query.ts (see shared/build/kits.cjs).
declare module '@alumni/react-query-source' {
  export * from '@tanstack/react-query';
}
