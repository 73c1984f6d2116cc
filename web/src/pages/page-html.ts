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

/** `text` inserted at `at` of `html`. */
const insertAt = (html: string, at: number, text: string) => html.slice(0, at) + text + html.slice(at);

/** Where the page's head tags go: in place of its title, else after its charset (or the head's opening). */
function headTagsAt(html: string): number {
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (charset) return charset.index + charset[0].length;
  const head = /<head[^>]*>/i.exec(html);
  return head ? head.index + head[0].length : 0;
}

/**
 * A server-rendered page's own scripts as a list the head's snippet starts once the page has painted
 * (shared/src/hydration/after-paint-scripts.cjs), in place of their tags: the browser would fetch them beside
 * the page's stylesheet and first-screen image, and count them in its first paint. Where the first was.
 */
function scriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  let at = -1;
  const without = html.replace(OWN_SCRIPTS, (_tag: string, _quote: string, source: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(source);
    return '';
  });
  if (at < 0) return html;
  return insertAt(without, at, jsonScriptTag(AFTER_PAINT_SCRIPTS_ID, sources));
}

/**
 * The shell's page for one answer: its fixed title and description replaced by the page's head tags,
 * `endOfHead` (preload hints, the renderer's style tags) at the end of its head, and a server render's
 * markup in its root element and its `bodyEnd` right before the shell's scripts, which then start once the
 * page has painted.
 */
export function pageHtml(
  template: string,
  parts: { headTags: string; endOfHead: string; rendered?: Rendered | null },
): string {
  let html = template.replace(DESCRIPTION, '');
  const title = TITLE.exec(html);
  html = title
    ? html.slice(0, title.index) + parts.headTags + html.slice(title.index + title[0].length)
    : insertAt(html, headTagsAt(html), parts.headTags);
  const rendered = parts.rendered;
  const endOfHead = parts.endOfHead + (rendered?.headTags ?? '');
  const headEnd = html.indexOf('</head>');
  if (endOfHead && headEnd >= 0) html = insertAt(html, headEnd, endOfHead);
  if (!rendered) return html;
  const root = EMPTY_ROOT.exec(html);
  if (!root) return html;
  const rootEnd = root.index + root[0].length;
  html = insertAt(html, rootEnd - '</div>'.length, rendered.html);
  if (rendered.bodyEnd) {
    const afterRoot = rootEnd + rendered.html.length;
    const script = html.slice(afterRoot).search(/<script\b/i);
    const bodyEnd = html.lastIndexOf('</body>');
    const at = script >= 0 ? afterRoot + script : bodyEnd >= afterRoot ? bodyEnd : html.length;
    html = insertAt(html, at, rendered.bodyEnd);
  }
  return scriptsAfterPaint(html);
}
