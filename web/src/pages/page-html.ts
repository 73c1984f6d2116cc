import { escapeHtml, jsonScriptTag } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { AFTER_PAINT_SCRIPTS_ID } from '@alumni/shared/hydration/element-ids.cjs';
import { PLACEHOLDERS as PAGE_PLACEHOLDERS } from '@alumni/shared/hydration/page-template.cjs';

/** What a server renderer adds to the shell's page (see Renderer). */
export type Rendered = { html: string; headTags: string; bodyEnd?: string };

type Name = (typeof PAGE_PLACEHOLDERS)[keyof typeof PAGE_PLACEHOLDERS];
/** A placeholder of the template: where it stands, and the data it carries (JSON, if any). */
type Slot = { at: number; end: number; data: unknown };

/**
 * Placeholder `name` in `template` (shared/src/hydration/page-template.cjs writes them: `<!--name-->` or
 * `<!--name {json}-->`); null when the template has none.
 */
function slotOf(template: string, name: Name): Slot | null {
  const opening = `<!--${name}`;
  const at = template.indexOf(opening);
  if (at < 0) return null;
  const close = template.indexOf('-->', at + opening.length);
  if (close < 0) return null;
  const data = template.slice(at + opening.length, close).trim();
  return { at, end: close + '-->'.length, data: data ? (JSON.parse(data) as unknown) : undefined };
}

/** The description the shell's page was built with (shared/build/index-html.cjs): the site's own. */
export function templateDescription(template: string): string | undefined {
  const data = slotOf(template, PAGE_PLACEHOLDERS.head)?.data as { description?: unknown } | undefined;
  return typeof data?.description === 'string' ? data.description : undefined;
}

/**
 * The preload of the Bangla face for a page in Bangla (the file the build named: shared/build/bangla-font.cjs);
 * nothing for a page in English, which never needs it.
 */
export function banglaFontPreload(template: string, language: string): string {
  if (language !== 'bn') return '';
  const data = slotOf(template, PAGE_PLACEHOLDERS.endOfHead)?.data as { banglaFont?: unknown } | undefined;
  const href = data?.banglaFont;
  if (typeof href !== 'string' || !/^\/[\w.-]+\.woff2$/.test(href)) return '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`;
}

/** The shell's own scripts, in order, as its built page names them. */
export function templateScripts(template: string): string[] {
  const data = slotOf(template, PAGE_PLACEHOLDERS.scripts)?.data;
  return Array.isArray(data) ? data.filter((source): source is string => typeof source === 'string') : [];
}

/**
 * The shell's page for one answer, its placeholders filled: its `<html>` tag in the page's language, the page's head tags where the site's own title and
 * description would be, `endOfHead` (preload hints, the renderer's style tags) at the end of its head, a server
 * render's markup in its root and its `bodyEnd` right before the shell's scripts. A server-rendered page names
 * those scripts in a list the head's snippet starts on the visitor's first use of the page, or once it has
 * painted for a page that `runsAtOnce` (shared/src/hydration/after-paint-scripts.cjs; see PublicPage); a page the
 * browser renders tags them. Nothing put in is searched or copied again.
 */
export function pageHtml(
  template: string,
  parts: { language: Language; headTags: string; endOfHead: string; rendered?: Rendered | null; runsAtOnce?: boolean },
): string {
  const { rendered } = parts;
  const scripts = templateScripts(template);
  const scriptTags = rendered
    ? jsonScriptTag(AFTER_PAINT_SCRIPTS_ID, scripts, parts.runsAtOnce ? { 'data-start': 'paint' } : {})
    : scripts.map((source) => `<script defer src="${escapeHtml(source)}"></script>`).join('');
  const texts: [Name, string][] = [
    [PAGE_PLACEHOLDERS.html, `<html lang="${escapeHtml(parts.language)}">`],
    [PAGE_PLACEHOLDERS.head, parts.headTags],
    [PAGE_PLACEHOLDERS.endOfHead, parts.endOfHead + (rendered?.headTags ?? '')],
    [PAGE_PLACEHOLDERS.app, rendered?.html ?? ''],
    [PAGE_PLACEHOLDERS.bodyEnd, rendered?.bodyEnd ?? ''],
    [PAGE_PLACEHOLDERS.scripts, scriptTags],
  ];
  const filled = texts
    .map(([name, text]) => ({ slot: slotOf(template, name), text }))
    .filter((fill): fill is { slot: Slot; text: string } => fill.slot !== null)
    .sort((a, b) => a.slot.at - b.slot.at);
  const out: string[] = [];
  let from = 0;
  for (const { slot, text } of filled) {
    out.push(template.slice(from, slot.at), text);
    from = slot.end;
  }
  out.push(template.slice(from));
  return out.join('');
}
