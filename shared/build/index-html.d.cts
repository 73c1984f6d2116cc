declare function renderIndexHtml(options: {
  title: string;
  description?: string;
  globalCssHref?: string;
  scripts?: string[];
}): string;
export = renderIndexHtml;
