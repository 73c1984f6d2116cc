// Build alias of `@emotion/react` used by ./emotion.ts (see shared/build/kits.cjs).
declare module '@alumni/emotion-source' {
  export * from '@emotion/react';
}
