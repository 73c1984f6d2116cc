// The shell's server bundle (shell/dist-server/server.js, built by the preset beside the browser build).
// Only a dynamic import here, as in the browser entry: the federation runtime provides the shared modules first.
import type { ShellRenderInput, ShellRenderOutput } from '@alumni/shared/portals';

export async function render(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const { renderPage } = await import('./render-page');
  return renderPage(input);
}
