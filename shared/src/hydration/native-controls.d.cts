export declare function nativeControls(win: Window): void;
export declare const nativeControlsScript: string;
