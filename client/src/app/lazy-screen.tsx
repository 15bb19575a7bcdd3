import { type ComponentType, useEffect, useState } from 'react';
import { ScreenLoading } from '../shared/ui/screen-loading.tsx';

/** A route's screen, and how to start its chunk's download before it renders. */
export type LazyScreen = ComponentType & {
  /** Starts the chunk's download (once), so that the first render can show the screen. */
  preload: () => Promise<ComponentType>;
};

/**
 * `React.lazy` for a route's screen, without React's reveal delay. React holds content that a
 * Suspense boundary retries into view until 300 ms after that boundary's fallback appeared
 * (its FALLBACK_THROTTLE_MS, so that many boundaries do not pop in one by one). A screen is a
 * single boundary, and on a page load its list query waited out those 300 ms with the main
 * thread idle (docs/benchmarks.md, "List screens"). Here the chunk's arrival is an ordinary state
 * update, rendered at once; a chunk already in renders on the first pass, with no "Loading...".
 *
 * A chunk that fails to download is thrown while rendering, for the screen's error boundary;
 * the next visit to the screen tries again.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyScreen() {
    const [state, setState] = useState<{ screen?: ComponentType; failure?: unknown }>(() => ({
      screen: loaded,
    }));
    useEffect(() => {
      if (state.screen) return;
      let mounted = true;
      start().then(
        (screen) => mounted && setState({ screen }),
        (failure: unknown) => mounted && setState({ failure }),
      );
      return () => {
        mounted = false;
      };
    }, [state.screen]);

    if ('failure' in state) throw state.failure;
    const Screen = state.screen;
    return Screen ? <Screen /> : <ScreenLoading />;
  }
  return Object.assign(LazyScreen, { preload: start });
}
