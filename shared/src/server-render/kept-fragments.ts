/*
 * The static fragments (StaticFragment) kept between server renders of one release: a fragment's markup as a render
 * made it, and its Emotion rules as Emotion's server API extracts them (`extractCriticalToChunks`), so a later page
 * sends the same markup and rules without rendering its Chakra elements again. Nothing of Emotion's is written to.
 */
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { FRAGMENT_ATTRIBUTE, type FragmentRender } from '../ui/static-fragment';
import { STYLE_KEY } from '../ui/page-styles';

type StyleChunk = EmotionCriticalToChunks['styles'][number];
type Kept = { markup: string; rules: Map<string, string>; globals: StyleChunk[] };
type Extract = (html: string) => EmotionCriticalToChunks;

/** Fragments kept per release, at most: the places and deps the public pages have are a few dozen. */
const MAX_KEPT = 200;

/** The markup inside the one holder of fragment `id` in `html` (React's markup: no `<div` in text or attributes). */
function holderContent(html: string, id: string): string | undefined {
  const open = `<div ${FRAGMENT_ATTRIBUTE}="${id}" style="display:contents">`;
  const start = html.indexOf(open);
  if (start < 0 || html.includes(open, start + 1)) return undefined;
  const from = start + open.length;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index);
  }
  return undefined;
}

/**
 * `</style` cannot end a style tag early, whatever a rule holds (in CSS, `\/` is `/`). A page's rules (about 100 KB
 * on the landing page) almost never hold `</`: looked for first, a plain search, before the case-blind replace.
 */
export const inStyleTag = (css: string) => (css.includes('</') ? css.replace(/<\/(style)/gi, '<\\/$1') : css);

const classIds = (markup: string) =>
  new Set(Array.from(markup.matchAll(new RegExp(`${STYLE_KEY}-([a-zA-Z0-9-_]+)`, 'g')), (match) => match[1]));

export type FragmentPass = FragmentRender & {
  /** The page's rules (`</style` escaped) with the kept fragments' it sent (ids and CSS), and the global chunks. */
  withKeptStyles(page: StyleChunk | undefined, globals: StyleChunk[]): { page: StyleChunk; globals: StyleChunk[] };
  /** Keeps the fragments this render rendered itself, found in its `html`, with their rules. */
  keep(html: string, extract: Extract, globals: StyleChunk[]): void;
};

export class KeptFragments {
  private readonly kept = new Map<string, Kept>();
  /** The kept rules' CSS a page sends, by their ids. */
  private readonly joined = new Map<string, string>();

  /** One render's view: the kept fragments' markup, and what it renders itself. */
  pass(): FragmentPass {
    const { kept, joined } = this;
    const used: Kept[] = [];
    const rendered = new Map<string, string>();
    return {
      rendered,
      markup(key) {
        const fragment = kept.get(key);
        if (fragment) used.push(fragment);
        return fragment?.markup;
      },
      withKeptStyles(page, globals) {
        const ids = new Set(page?.ids);
        const fresh = used.flatMap((fragment) => [...fragment.rules]).filter(([id]) => !ids.has(id) && ids.add(id));
        // Their CSS joined once per set of rules: about 100 KB on the landing page, where a join takes 0.4 ms.
        const key = fresh.map(([id]) => id).join(' ');
        if (joined.size >= MAX_KEPT) joined.clear();
        const keptCss = joined.get(key) ?? inStyleTag(fresh.map(([, rule]) => rule).join(''));
        joined.set(key, keptCss);
        const allGlobals = [...globals];
        const knownGlobals = new Set(globals.flatMap((chunk) => chunk.ids));
        for (const chunk of used.flatMap((fragment) => fragment.globals))
          if (!chunk.ids.some((id) => knownGlobals.has(id))) {
            chunk.ids.forEach((id) => knownGlobals.add(id));
            allGlobals.push(chunk);
          }
        return {
          page: { key: STYLE_KEY, ids: [...ids], css: (page?.css ?? '') + keptCss },
          globals: allGlobals,
        };
      },
      keep(html, extract, globals) {
        const ids = [...rendered.values()];
        for (const [key, id] of rendered) {
          // A fragment named twice in the page cannot be told apart by its holder: it is rendered every time.
          if (kept.size >= MAX_KEPT || ids.indexOf(id) !== ids.lastIndexOf(id)) continue;
          const markup = holderContent(html, id);
          if (markup === undefined) continue;
          const rules = new Map<string, string>();
          for (const classId of classIds(markup)) {
            const own = extract(`${STYLE_KEY}-${classId}`).styles.find((chunk) => chunk.key === STYLE_KEY)?.css;
            const rule = own || used.find((fragment) => fragment.rules.has(classId))?.rules.get(classId);
            if (rule) rules.set(classId, rule);
          }
          kept.set(key, { markup, rules, globals: [...globals, ...used.flatMap((fragment) => fragment.globals)] });
        }
      },
    };
  }
}
