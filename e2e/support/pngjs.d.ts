// pngjs 5 ships no types; the journeys use its synchronous reader only.
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
