/** `{name}` placeholders filled (a catalog's plain text needs no ICU runtime in the browser). */
export const fillText = (text: string, values?: Record<string, string | number>): string =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;
