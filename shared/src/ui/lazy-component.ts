import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the component's code now (a finger on a button, a page that will need it). */
  preload: () => void;
};

/**
 * A component whose code loads when it first renders (React.lazy over a named export), with `preload()`
 * to start earlier. One download whichever asks first; a failed one is forgotten, so the next render or
 * preload tries again.
 */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;

export function lazyComponent<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyComponent<PropsOf<M[K]>> {
  let loading: Promise<M> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const component = lazy(() => get().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })));
  return Object.assign(component, { preload: () => void get().catch(() => undefined) });
}
