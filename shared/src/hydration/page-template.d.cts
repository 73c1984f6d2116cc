export declare const PLACEHOLDERS: {
  readonly html: 'html-start';
  readonly head: 'page-head';
  readonly endOfHead: 'end-of-head';
  readonly app: 'app-html';
  readonly bodyEnd: 'body-end';
  readonly scripts: 'scripts';
};
export declare const placeholder: (name: string, data?: unknown) => string;
export declare const PLACEHOLDER_COMMENT: RegExp;
