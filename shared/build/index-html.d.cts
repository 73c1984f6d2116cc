declare function renderIndexHtml(options: {
  title: string;
  description?: string;
  globalCssHref?: string;
  banglaFontHref?: string;
  scripts?: string[];
}): string;
export = renderIndexHtml;
