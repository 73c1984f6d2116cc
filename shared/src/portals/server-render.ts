// The contract between the web server and the shell's server bundle (shell/src/server): what a render
// is given and what it answers. Types only: the server requires the bundle at runtime.
import type { RemotesManifest } from './manifest-entry';

export type ApiCall = { method: string; url: string; headers: Record<string, string> };
export type ApiResponse = { status: number; headers: Record<string, string>; body: string };

export type ShellRenderInput = {
  /** The page asked for: path and query string. */
  url: string;
  /** The live release manifest (what /remotes.json answers). */
  manifest: RemotesManifest;
  /** A portal's file by its URL in the manifest (`/portals/…`, `/releases/…` or absolute); null when missing. */
  readPortalFile: (url: string) => Promise<string | null>;
  /** The API, called in process (the same answers a browser gets, anonymous). */
  callApi: (call: ApiCall) => Promise<ApiResponse>;
};

export type ShellRenderOutput = {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The Emotion style tags of that markup, for `<head>`. */
  headTags: string;
  /** The query cache the page was rendered from, as a JSON script the browser hydrates from. */
  bodyEnd: string;
  /** The public portal version the page was rendered with. */
  portalVersion: string | undefined;
  /** What failed inside the page (its boundaries are then rendered by the browser): for the server's log. */
  errors: string[];
};
