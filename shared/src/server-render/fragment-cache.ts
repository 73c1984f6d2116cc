/*
 * The markup of static fragments (StaticFragment, shared/src/ui/static-fragment.tsx) kept between server
 * renders: a fragment rendered by one page is sent as it is by the next ones, with the Emotion rules of the
 * class names in it.
 */
import type { EmotionCache } from '@emotion/cache';
import { FRAGMENT_ATTRIBUTE, type FragmentEntry, type FragmentRender } from '../ui/static-fragment';

/** Fragments kept (first in, first out past it): a few per page and place, the nav bar once per link it marks. */
const MAX_FRAGMENTS = 500;
/** What a kept fragment cannot hold: raw text React does not escape (a script, a style), a part left to the browser. */
const NOT_KEPT = /<(script|style)\b|<!--\$[!?]/i;
const DIV_TAG = /<div\b|<\/div>/gi;

/**
 * The markup inside the holder of fragment `id` in `html` (a holder is a div; React escapes `<` in text and
 * attributes, so each `<div` and `</div>` in it is a tag); null when the holder is not there exactly once.
 */
export function fragmentMarkup(html: string, id: string): string | null {
  const opening = `<div ${FRAGMENT_ATTRIBUTE}="${id}"`;
  const at = html.indexOf(opening);
  if (at < 0 || html.indexOf(opening, at + opening.length) >= 0) return null;
  const start = html.indexOf('>', at) + 1;
  DIV_TAG.lastIndex = start;
  let depth = 1;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return null;
}

/** The Emotion rules `markup`'s class names need: each class's rules, and the keyframes those name. */
function rulesOf(markup: string, cache: EmotionCache): Pick<FragmentEntry, 'inserted' | 'registered'> {
  const inserted: Record<string, string> = {};
  const registered: Record<string, string> = {};
  const classes = new RegExp(`\\b${cache.key}-([a-zA-Z0-9_-]+)`, 'g');
  for (const [className, id] of markup.matchAll(classes)) {
    const rules = cache.inserted[id];
    if (typeof rules === 'string') inserted[id] = rules;
    if (cache.registered[className] !== undefined) registered[className] = cache.registered[className];
  }
  const text = Object.values(inserted).join('');
  // Emotion names keyframes `animation-<hash>` and keeps them as it keeps global styles (not registered).
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (id.startsWith('animation-') && typeof rules === 'string' && text.includes(id)) inserted[id] = rules;
  }
  return { inserted, registered };
}

/** The fragments kept for one release of the public portal. */
export class FragmentCache {
  readonly #entries = new Map<string, FragmentEntry>();

  /** A render's view: the kept fragments, and where it notes those it renders itself. */
  forRender(emotion: EmotionCache): FragmentRender {
    return { get: (key) => this.#entries.get(key), missed: new Map(), emotion };
  }

  /** Keeps the fragments `render` rendered itself, from the page it made (`html`). */
  keep(render: FragmentRender, html: string): void {
    for (const [key, id] of render.missed) {
      const markup = fragmentMarkup(html, id);
      if (markup === null || NOT_KEPT.test(markup)) continue;
      if (this.#entries.size >= MAX_FRAGMENTS) this.#entries.delete(this.#entries.keys().next().value as string);
      this.#entries.set(key, { html: markup, ...rulesOf(markup, render.emotion) });
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The fragments kept for the live release of the public portal (whose code renders most of them): a release or
 * a rollback, naming another entry, starts with none, and the last release's are dropped.
 */
export function fragmentsPerRelease(): (entry: string) => FragmentCache {
  let kept: { entry: string; cache: FragmentCache } | null = null;
  return (entry) => {
    if (kept?.entry !== entry) kept = { entry, cache: new FragmentCache() };
    return kept.cache;
  };
}
