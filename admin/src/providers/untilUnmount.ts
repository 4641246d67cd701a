/**
 * An effect's cleanup for a listener the dataProvider opens asynchronously (its module loads on first use):
 * stops it when it arrives if the screen is already gone, or when the screen goes.
 */
export function untilUnmount(subscription: Promise<() => void>): () => void {
  let stop: (() => void) | undefined;
  let gone = false;
  subscription.then(
    (unsubscribe) => {
      // react-admin's dataProvider answers a call refused as the session ends with `{ data }`: nothing to stop.
      if (typeof unsubscribe !== 'function') return;
      if (gone) unsubscribe();
      else stop = unsubscribe;
    },
    (error: unknown) => console.error('listener', error),
  );
  return () => {
    gone = true;
    stop?.();
  };
}
