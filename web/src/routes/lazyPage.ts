import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page component in its own chunk that can be loaded before it first renders. */
export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the chunk; once it resolved, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * Like `React.lazy`, but a page whose chunk was loaded beforehand (`preload`) renders at once.
 * React.lazy always suspends on its first render, and React 19 then reveals the content no
 * earlier than 300 ms after the Suspense fallback was shown: on the first load that delayed the
 * page (and its largest paint) by those 300 ms although its chunk had long arrived.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(preload);
  const Page = () => {
    // fixed per mount: switching the element type later would remount the page and lose its state
    const [component] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(component);
  };
  Page.preload = () => preload().then(() => undefined);
  return Page;
};
