/*
 * Part "inp": the first interaction on a freshly loaded page, in Chromium with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate) at a phone's width (390 px), clicked as soon as its button is visible:
 *   INP: Interaction to Next Paint from the Event Timing API, the longest duration of the interaction's
 *        events (PerformanceObserver 'event' with durationThreshold 16, and 'first-input'); and
 *   shown: from the press to the paint of the first frame showing what the click opens. Code fetched on
 *        the click paints nothing new at the click's next paint: INP alone would not see that wait.
 * A click that does nothing (the page's script not running yet) is counted, and clicked again.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, FLAGS } from './first-page';
import { median, round } from './lib';

const RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS) || 3);
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 };
/**
 * A click that has shown nothing after this long, and left its button as it was (no aria-* or data-state
 * attribute changed), counts as lost and is repeated, as a person clicks again. One the page took is waited for.
 */
const UNANSWERED_MS = 3_000;
const SHOWN_WITHIN_MS = 60_000;
const MAX_CLICKS = 3;

/**
 * What the click opens is on screen: an element laid out, or an attribute (`attribute`) or a property (`property`,
 * e.g. a radio's `checked`, which no attribute shows) of an element changed.
 */
type Shown = { selector: string; attribute?: string; property?: 'checked'; search?: string };
/**
 * `fill`: fields typed into first, as a person does before pressing (a field's focus starts the page's script,
 * which may or may not have come by the press); `{email}`/`{password}` are the bench account's, `{unique}` a new
 * address each run. A form's press may leave the page (the browser sends the form itself): what it showed is
 * kept in sessionStorage for the next document to report.
 */
type Interaction = {
  name: string;
  path: string;
  isSignedIn: boolean;
  button: string;
  shown: Shown;
  fill?: Record<string, string>;
  /**
   * Typed instead of filled: each field tapped, then its value typed key by key at TYPING_MS a key, as a person
   * types on a phone. The first tap starts the page's code, which comes while they type.
   */
  isTyped?: true;
};

/** A key every 60 ms: quick typing on a phone (a 30-character login takes about 2 s). */
const TYPING_MS = 60;

/** A form's submit button showing its progress: the script's loading button, or the browser sending the form. */
const sending = (form: string): Shown => ({ selector: `${form} button[type="submit"]`, attribute: 'data-loading' });

export const INTERACTIONS: Interaction[] = [
  {
    name: 'theme toggle',
    path: '/',
    isSignedIn: false,
    button: 'button[data-theme-toggle]',
    shown: { selector: 'html', attribute: 'class' },
  },
  {
    name: 'mobile menu',
    path: '/',
    isSignedIn: false,
    button: 'button[aria-label="Open menu"]',
    shown: { selector: '[role="dialog"]' },
  },
  {
    // The public site's dialog on every page but login and sign-up: the chat box (served in the page, a native popover until live).
    name: 'dialog (chat box)',
    path: '/',
    isSignedIn: false,
    button: 'button[aria-label^="Chat with"]',
    shown: { selector: '[role="dialog"][aria-label^="Chat with"]' },
  },
  {
    // A closed question of the FAQ (the first one starts open): the browser's own exclusive accordion.
    name: 'FAQ question',
    path: '/',
    isSignedIn: false,
    button: 'details[name="faq"]:nth-of-type(2) > summary',
    shown: { selector: 'details[name="faq"]:nth-of-type(2)', attribute: 'open' },
  },
  {
    // The hero slider's next arrow on the first slide: a label of the slides' radio group.
    name: 'slider next',
    path: '/',
    isSignedIn: false,
    button: 'label[data-step-of="0"][title="Next slide"]',
    shown: { selector: '#hero-slide-1', property: 'checked' },
  },
  {
    name: 'Show Password',
    path: '/login',
    isSignedIn: false,
    button: 'input[data-shows-password]',
    shown: { selector: 'input[data-password]', attribute: 'type' },
  },
  {
    name: 'account menu (signed in)',
    path: '/',
    isSignedIn: true,
    button: 'button[aria-label="Account menu"]',
    shown: { selector: '[role="menu"]' },
  },
  {
    name: 'Login (filled, progress)',
    path: '/login',
    isSignedIn: false,
    fill: { 'input[name="email"]': '{email}', 'input[name="password"]': '{password}' },
    button: 'form[action^="/login"] button[type="submit"]',
    shown: sending('form[action^="/login"]'),
  },
  {
    // The same press after the person tapped into the form and typed: the code started at their first tap.
    name: 'Login (typed, progress)',
    path: '/login',
    isSignedIn: false,
    fill: { 'input[name="email"]': '{email}', 'input[name="password"]': '{password}' },
    isTyped: true,
    button: 'form[action^="/login"] button[type="submit"]',
    shown: sending('form[action^="/login"]'),
  },
  {
    name: 'Sign Up (filled, progress)',
    path: '/signup',
    isSignedIn: false,
    fill: {
      'input[name="first_name"]': 'Bench',
      'input[name="last_name"]': 'Person',
      'input[name="phone_number"]': '01712345678',
      'input[name="email"]': '{unique}',
      'input[name="password1"]': 'Bench-Passphrase-2026',
      'input[name="password2"]': 'Bench-Passphrase-2026',
    },
    button: 'form[action^="/signup"] button[type="submit"]',
    shown: sending('form[action^="/signup"]'),
  },
  {
    name: 'Get in Touch (Send Message)',
    path: '/',
    isSignedIn: false,
    fill: {
      'form[aria-label="Get in Touch"] input[name="name"]': 'Bench Person',
      'form[aria-label="Get in Touch"] input[name="email"]': '{unique}',
      'form[aria-label="Get in Touch"] textarea[name="message"]': 'A question about memberships, from the bench.',
    },
    button: 'form[aria-label="Get in Touch"] button[type="submit"]',
    shown: sending('form[aria-label="Get in Touch"]'),
  },
  {
    // A non-empty search: the script's router shows /associations?name=..., or the browser sends the form (its
    // button's progress until the results page comes). An empty one does nothing (the browser's validation).
    name: 'search (non-empty)',
    path: '/associations',
    isSignedIn: false,
    fill: { 'form[aria-label="Search associations"] input[name="name"]': 'alumni' },
    button: 'form[aria-label="Search associations"] button[type="submit"]',
    shown: { ...sending('form[aria-label="Search associations"]'), search: 'name=alumni' },
  },
];

/**
 * Runs before the page's scripts: Event Timing entries and the presses, kept on window.__inp, and watch(shown,
 * button), which looks frame by frame for `shown` after a press (shownAt: once that frame is rendered), then
 * counts two more frames (their paints flush Event Timing), and tells whether the button changed (hasReacted). A string, not a function: tsx would wrap the nested functions in a helper the page lacks.
 */
const RECORDER = `
  const state = (window.__inp = { entries: [], presses: [], observers: [], frames: 0, shownAt: undefined });
  const keep = (list) => {
    for (const e of list.getEntries())
      state.entries.push({ name: e.name, type: e.entryType, id: e.interactionId || 0, start: e.startTime, duration: e.duration });
  };
  for (const options of [{ type: 'event', durationThreshold: 16, buffered: true }, { type: 'first-input', buffered: true }]) {
    try {
      const observer = new PerformanceObserver(keep);
      observer.observe(options);
      state.observers.push(observer);
    } catch {}
  }
  addEventListener('pointerdown', (e) => state.presses.push(e.timeStamp), { capture: true, passive: true });
  const snapshot = (selector) => {
    const el = document.querySelector(selector);
    return el ? el.getAttributeNames().filter((n) => n.startsWith('aria-') || n === 'data-state').map((n) => n + '=' + el.getAttribute(n)).join(' ') : null;
  };
  state.watch = (shown, button) => {
    state.shownAt = undefined;
    state.frames = 0;
    const buttonBefore = snapshot(button);
    state.hasReacted = () => snapshot(button) !== buttonBefore;
    const read = () => {
      const el = document.querySelector(shown.selector);
      return shown.property ? el?.[shown.property] : el?.getAttribute(shown.attribute);
    };
    const initial = shown.attribute || shown.property ? read() : null;
    const isMet = () =>
      (shown.search !== undefined && location.search.includes(shown.search)) ||
      (shown.attribute || shown.property
        ? read() !== initial
        : [...document.querySelectorAll(shown.selector)].some((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
          }));
    let isSeen = false;
    const frame = () => {
      if (!isSeen && state.presses.length && isMet()) {
        isSeen = true;
        // A task queued in the frame that first shows it runs once that frame is rendered: its next paint.
        setTimeout(() => {
          state.shownAt = performance.now();
          save();
        }, 0);
      } else if (state.shownAt !== undefined) state.frames++;
      if (state.frames < 2) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  // What the pressed document saw (its own times), for the next document (a form the browser sent) to report.
  const KEPT = '__inp_kept';
  const save = () => {
    if (!state.presses.length) return;
    for (const observer of state.observers) keep({ getEntries: () => observer.takeRecords() });
    try {
      sessionStorage.setItem(KEPT, JSON.stringify({ entries: state.entries, presses: state.presses, shownAt: state.shownAt, origin: performance.timeOrigin }));
    } catch {}
  };
  addEventListener('pagehide', save);
  try {
    state.kept = JSON.parse(sessionStorage.getItem(KEPT) || 'null');
  } catch {}
  if (state.kept && state.kept.shownAt !== undefined) state.frames = 2;
  else if (state.kept) {
    // The press showed nothing before its document went: what it showed is this page's first paint.
    const kept = state.kept;
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return;
      observer.disconnect();
      kept.shownAt = performance.timeOrigin + paint.startTime - kept.origin;
      state.frames = 2;
    }).observe({ type: 'paint', buffered: true });
  }
  state.read = () => {
    if (state.kept && !state.presses.length) return state.kept;
    // Entries of the last paints not yet delivered to the observers' callbacks.
    for (const observer of state.observers) keep({ getEntries: () => observer.takeRecords() });
    return { entries: state.entries, presses: state.presses, shownAt: state.shownAt };
  };`;

type Recorded = {
  entries: { name: string; type: string; id: number; start: number; duration: number }[];
  presses: number[];
  shownAt?: number;
};
type InPage = {
  __inp: {
    kept?: Recorded;
    frames: number;
    watch: (shown: Shown, button: string) => void;
    hasReacted: () => boolean;
    read: () => Recorded;
  };
};

/** A page's answer, asked again while a navigation (a form the browser sent) replaces its document. */
async function inPage<T>(page: Page, read: () => T, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await page.evaluate(read);
    } catch (error) {
      if (Date.now() > until || !/context was destroyed|navigat|__inp/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Whether what the click opens has been painted (and two frames more) within `ms`, in this document or the next. */
async function isShownWithin(page: Page, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const isShown = await inPage(page, () => (window as unknown as InPage).__inp?.frames >= 2).catch(() => false);
    if (isShown) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

type Run = { inpMs: number | null; shownMs: number; clickedAtMs: number; clicks: number };

async function measureOnce(page: Page, base: string, interaction: Interaction, account: Account | null): Promise<Run> {
  await page.goto(`${base}${interaction.path}`, { waitUntil: 'commit' });
  const button = page.locator(interaction.button).first();
  await button.waitFor({ state: 'visible', timeout: 60_000 });
  for (const [selector, value] of Object.entries(interaction.fill ?? {})) {
    const field = page.locator(selector).first();
    const text = value
      .replace('{email}', account?.email ?? '')
      .replace('{password}', account?.password ?? '')
      .replace('{unique}', `bench.tap.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
    if (!interaction.isTyped) await field.fill(text);
    else {
      await field.tap();
      await field.pressSequentially(text, { delay: TYPING_MS });
    }
  }
  await page.evaluate(([shown, b]) => (window as unknown as InPage).__inp.watch(shown, b), [
    interaction.shown,
    interaction.button,
  ] as const);
  let clicks = 0;
  for (;;) {
    clicks++;
    await button.click({ timeout: 30_000 });
    if (await isShownWithin(page, UNANSWERED_MS)) break;
    if (await inPage(page, () => (window as unknown as InPage).__inp.hasReacted?.() ?? true)) {
      if (await isShownWithin(page, SHOWN_WITHIN_MS)) break;
      throw new Error(`a click on ${interaction.button} was taken but showed nothing within ${SHOWN_WITHIN_MS} ms`);
    }
    if (clicks >= MAX_CLICKS) throw new Error(`${clicks} clicks on ${interaction.button} showed nothing`);
  }
  const recorded = await inPage(page, () => (window as unknown as InPage).__inp.read());
  const press = recorded.presses[recorded.presses.length - 1];
  const durations = recorded.entries.filter((e) => e.id > 0 && e.start >= press - 1).map((e) => e.duration);
  return {
    // Below the 16 ms threshold no entry is reported (but first-input's): null means under 16 ms.
    inpMs: durations.length && Math.max(...durations) >= 16 ? Math.max(...durations) : null,
    shownMs: round((recorded.shownAt ?? NaN) - press),
    clickedAtMs: round(recorded.presses[0]),
    clicks,
  };
}

export type InteractionResult = {
  name: string;
  path: string;
  runs: number;
  /** Median INP of the runs, ms; null: under 16 ms (Event Timing reports nothing shorter). */
  inpMs: number | null;
  inpMaxMs: number | null;
  /** Median and longest time from the press to what it opened on screen, ms. */
  shownMs: number;
  shownMaxMs: number;
  /** Median time from the navigation's start to the click (the button visible and stable). */
  clickedAtMs: number;
  /** Runs whose first click did nothing (clicked again). */
  lostClicks: number;
  error?: string;
};

type Account = { email: string; password: string };

/** A fresh account through the API, for the signed-in interactions. */
async function signUp(base: string): Promise<Account> {
  const account = { email: `bench.inp.${Date.now()}@example.com`, password: 'Bench-Passphrase-2026' };
  const response = await fetch(`${base}/api/v1/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password1: account.password, password2: account.password }),
  });
  if (response.status !== 201) throw new Error(`sign-up for the bench failed: ${response.status}`);
  return account;
}

async function measure(browser: Browser, base: string, interaction: Interaction, known: Account | null) {
  // Signed in for the signed-in interactions; the account's credentials typed for a login.
  const account = interaction.isSignedIn ? known : null;
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh profile each run: nothing cached, a first visit.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      // Signed in as a browser is: the session's cookies (the refresh token and the XSRF cookie that tells the
      // page's first script a session may exist), set by a login through the context's own request client.
      if (account) {
        const login = await context.request.post(`${base}/api/v1/auth/login/`, { data: account });
        if (login.status() !== 200) throw new Error(`login for the bench failed: ${login.status()}`);
      }
      await context.addInitScript(RECORDER);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      runs.push(await measureOnce(page, base, interaction, known));
    } finally {
      await context.close();
    }
  }
  const inps = runs.map((r) => r.inpMs ?? 0);
  const shown = runs.map((r) => r.shownMs);
  const orNull = (ms: number) => (ms >= 16 ? ms : null);
  return {
    name: interaction.name,
    path: interaction.path,
    runs: runs.length,
    inpMs: orNull(median(inps)),
    inpMaxMs: orNull(Math.max(...inps)),
    shownMs: median(shown),
    shownMaxMs: Math.max(...shown),
    clickedAtMs: median(runs.map((r) => r.clickedAtMs)),
    lostClicks: runs.filter((r) => r.clicks > 1).length,
  };
}

export async function firstInteractions(base: string, log: (s: string) => void): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const results: InteractionResult[] = [];
  try {
    let account: Account | null = null;
    // BENCH_INP_ONLY=login,theme: only the interactions whose name holds one of these (case-insensitive).
    const wanted = process.env.BENCH_INP_ONLY?.toLowerCase().split(',').filter(Boolean);
    for (const interaction of INTERACTIONS.filter(
      (i) => !wanted || wanted.some((w) => i.name.toLowerCase().includes(w)),
    )) {
      log(`  ${interaction.name} on ${interaction.path} (${RUNS} fresh loads, CPU ${CPU_SLOWDOWN}x slower, 390 px)`);
      try {
        const needsAccount =
          interaction.isSignedIn || Object.values(interaction.fill ?? {}).some((v) => v.includes('{email}'));
        if (needsAccount) account ??= await signUp(base);
        results.push(await measure(browser, base, interaction, needsAccount ? account : null));
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`    failed: ${message}`);
        results.push({
          name: interaction.name,
          path: interaction.path,
          runs: 0,
          inpMs: null,
          inpMaxMs: null,
          shownMs: NaN,
          shownMaxMs: NaN,
          clickedAtMs: NaN,
          lostClicks: 0,
          error: message,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
