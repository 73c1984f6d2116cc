// The contract between the web server and the shell's server bundle (shell/src/server): what a render
// is given and what it answers. Types only (and the page's element ids): the server requires the bundle at runtime.
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n/languages';
import type { FormEcho } from '../contracts/native-forms';
import type { RemotesManifest } from './manifest-entry';
import type { PageHead, Site } from './page-head';

export type ApiCall = { method: string; url: string; headers: Record<string, string> };
export type ApiResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * The `context` the server hands a public route's loader (React Router's `createStaticHandler`, `requestContext`):
 * the render's query cache, which the loader fills with the page's data, and the page's language and site, which
 * its head is written for.
 */
export type PageLoadContext = { queryClient: QueryClient; language: Language; site: Site };

/**
 * What a public route's loader returns (with React Router's `data()`: the page's status, and its headers, such as a
 * 429's Retry-After): the page's head, which the web server writes out (web/src/pages/head.ts).
 */
export type PageLoaderData = { head: PageHead };

/** A page's answer as its route decided it: the status and headers its loader gave, and its head. */
export type PageAnswer = { status: number; headers: Record<string, string>; head: PageHead };

export type ShellRenderInput = {
  /** The page asked for: path and query string. */
  url: string;
  /** The live release manifest (what /remotes.json answers). */
  manifest: RemotesManifest;
  /** A portal's file by its URL in the manifest (`/portals/…`, `/releases/…` or absolute); null when missing. */
  readPortalFile: (url: string) => Promise<string | null>;
  /** The API, called in process (the same answers a browser gets, anonymous). */
  callApi: (call: ApiCall) => Promise<ApiResponse>;
  /** The page's language (`?lang=`, the `lang` cookie, Accept-Language): its texts and `<html lang>`. */
  language?: Language;
  /** A native form post's outcome, put in the page's query cache under FORM_ECHO_KEY (contracts/native-forms.ts). */
  formEcho?: FormEcho;
  /** The site the page is on (its address, name and description): its head is written for it. */
  site: Site;
};

export type ShellRenderOutput = {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The Emotion style tags of that markup, for `<head>`. */
  headTags: string;
  /** The query cache the page was rendered from, as a JSON script the browser hydrates from. */
  bodyEnd: string;
  /**
   * The page's status, headers and head, as its route's loader decided them (404 for an association that does not
   * exist); absent when the public portal's release declares none (one released before its routes did).
   */
  answer?: PageAnswer;
  /** The public portal version the page was rendered with. */
  portalVersion: string | undefined;
  /** What failed inside the page (its boundaries are then rendered by the browser): for the server's log. */
  errors: string[];
};

/**
 * What a page fetches first once the shell's code runs, as the web server names it: `preload` (fetched for
 * this page), `prefetch` (into the HTTP cache, for the chunks asked for next).
 */
export type FirstLoadHint = { href: string; rel: 'preload' | 'prefetch'; as: 'script' | 'style' | 'fetch' };
