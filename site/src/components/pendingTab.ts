/** A new tab opened before its address is known, sent to the address once the server gives it. */
export interface PendingTab {
  go: (url: string) => void;
  close: () => void;
}

/**
 * Opens the tab now, inside the click's own gesture: Safari's pop-up blocker refuses a window opened once an
 * answer has been awaited. Null when the browser refuses it anyway, so the caller can show a link instead.
 */
export function openPendingTab(): PendingTab | null {
  // Not 'noopener', with which window.open returns null and the tab could not be sent anywhere later; the
  // link back to this page is cut by hand instead.
  const tab = window.open('', '_blank');
  if (!tab) return null;
  tab.opener = null;
  return {
    // replace: the blank page leaves no entry in the tab's history.
    go: (url) => tab.location.replace(url),
    close: () => tab.close(),
  };
}
