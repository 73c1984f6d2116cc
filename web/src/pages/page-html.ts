import { jsonScriptTag } from '@alumni/shared/format';
import { AFTER_PAINT_SCRIPTS_ID } from '@alumni/shared/portals';

/** What a server renderer adds to the shell's page (see Renderer). */
export type Rendered = { html: string; headTags: string; bodyEnd?: string };

// The built page is minified (html-webpack-plugin): attribute values may come without quotes.
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /[ \t]*<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>[ \t]*\r?\n?/i;
const DESCRIPTION_CONTENT = /<meta\s+name=(["']?)description\1\s+content=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const EMPTY_ROOT = /<div\s+id=(["']?)root\1\s*><\/div>/i;
/** The shell's own script tags (html-webpack-plugin's: `<script defer src=/main.<hash>.js></script>`). */
const OWN_SCRIPTS = /<script\s+defer\s+src=(["']?)(\/[^"'\s>]+)\1\s*><\/script>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name]);

/** The description the shell's page was built with (shared/build/index-html.cjs): the site's own. */
export function templateDescription(template: string): string | undefined {
  const match = DESCRIPTION_CONTENT.exec(template);
  const content = match ? (match[2] ?? match[3] ?? match[4]) : undefined;
  return content === undefined ? undefined : unescapeHtml(content);
}

/** One change to the template: `remove` characters at `at` replaced by `text`. */
type Edit = { at: number; remove: number; text: string };

/**
 * `template` with `edits` made, in one pass. Every position is the template's, found in the template (a few
 * KB): the page is put together once, and nothing inserted (the render's markup and styles, about 130 KB on
 * the landing page) is searched or copied again. Edits at one position keep their order.
 */
function applyEdits(template: string, edits: Edit[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const edit of edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.at - b.at || a.i - b.i)) {
    if (edit.at > from) parts.push(template.slice(from, edit.at));
    parts.push(edit.text);
    from = Math.max(from, edit.at + edit.remove);
  }
  parts.push(template.slice(from));
  return parts.join('');
}

/** Where the page's head tags go when it has no title: after its charset (or the head's opening). */
function headTagsAt(html: string): number {
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return charset.index + charset[0].length;
  const head = /<head[^>]*>/i.exec(html);
  return head ? head.index + head[0].length : 0;
}

/**
 * A server-rendered page's own scripts as a list the head's snippet starts on the visitor's first use of the
 * page, or once it has painted (shared/src/hydration/after-paint-scripts.cjs; `runsAtOnce`: `data-start=paint`
 * on the list), in place of their tags: the browser would fetch them beside the page's stylesheet and
 * first-screen image, and count them in its first paint. Where the first was.
 */
function scriptsAfterPaint(template: string, runsAtOnce: boolean): Edit[] {
  const edits: Edit[] = [];
  const sources: string[] = [];
  for (const tag of template.matchAll(OWN_SCRIPTS)) {
    sources.push(tag[2]);
    edits.push({ at: tag.index, remove: tag[0].length, text: '' });
  }
  if (edits.length > 0)
    edits[0].text = jsonScriptTag(AFTER_PAINT_SCRIPTS_ID, sources, runsAtOnce ? { 'data-start': 'paint' } : {});
  return edits;
}

/**
 * The shell's page for one answer: its fixed title and description replaced by the page's head tags,
 * `endOfHead` (preload hints, the renderer's style tags) at the end of its head, and a server render's
 * markup in its root element and its `bodyEnd` right before the shell's scripts, which then start on the
 * visitor's first use of the page, or once it has painted for a page that `runsAtOnce` (see PublicPage).
 */
export function pageHtml(
  template: string,
  parts: { headTags: string; endOfHead: string; rendered?: Rendered | null; runsAtOnce?: boolean },
): string {
  const edits: Edit[] = [];
  const description = DESCRIPTION.exec(template);
  if (description) edits.push({ at: description.index, remove: description[0].length, text: '' });
  const title = TITLE.exec(template);
  edits.push(
    title
      ? { at: title.index, remove: title[0].length, text: parts.headTags }
      : { at: headTagsAt(template), remove: 0, text: parts.headTags },
  );
  const rendered = parts.rendered;
  const endOfHead = parts.endOfHead + (rendered?.headTags ?? '');
  const headEnd = template.indexOf('</head>');
  if (endOfHead && headEnd >= 0) edits.push({ at: headEnd, remove: 0, text: endOfHead });
  const root = rendered ? EMPTY_ROOT.exec(template) : null;
  if (!rendered || !root) return applyEdits(template, edits);
  const rootEnd = root.index + root[0].length;
  edits.push({ at: rootEnd - '</div>'.length, remove: 0, text: rendered.html });
  if (rendered.bodyEnd) {
    const script = template.slice(rootEnd).search(/<script\b/i);
    const bodyEnd = template.lastIndexOf('</body>');
    const at = script >= 0 ? rootEnd + script : bodyEnd >= rootEnd ? bodyEnd : template.length;
    edits.push({ at, remove: 0, text: rendered.bodyEnd });
  }
  return applyEdits(template, [...edits, ...scriptsAfterPaint(template, parts.runsAtOnce === true)]);
}
