/** Full page navigations (login, sign-up, logout) go through here so tests can swap them out. */
export type Navigate = (url: string) => void;

const browserNavigate: Navigate = (url) => window.location.assign(url);
let current: Navigate = browserNavigate;

export function navigateTo(url: string): void {
  current(url);
}

/** Replace the navigator (tests); pass null to restore `window.location.assign`. */
export function setNavigator(navigate: Navigate | null): void {
  current = navigate ?? browserNavigate;
}
