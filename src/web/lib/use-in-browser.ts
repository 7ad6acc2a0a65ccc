import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page is rendered on the server and while React takes the server's HTML over in the
 * browser (React renders with a store's server snapshot exactly then); true in every render after.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
