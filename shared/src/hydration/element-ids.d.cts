export declare const ROOT_ID: 'root';
export declare const AFTER_PAINT_SCRIPTS_ID: 'after-paint-scripts';
export declare const FIRST_LOAD_HINTS_ID: 'first-load-hints';
export declare const SSR_STATE_ID: 'ssr-query-state';
