// A stylesheet imported by a component comes as its text (the build preset's `asset/source` rule for .css).
declare module '*.css' {
  const source: string;
  export default source;
}
