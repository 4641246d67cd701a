/**
 * React Router's BrowserRouter numbers the page's history entry (`idx` in history.state) when it is created, and
 * a fresh entry has none, so it calls history.replaceState: a few milliseconds of the browser's own work, inside
 * hydration's first slice. Numbered here first, in a task of its own, the router finds it done.
 * `null` → `{ idx: 0 }`; `{ idx: 3, … }` (back at an entry the router numbered) → unchanged.
 */
export function numberHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (isNumbered(state)) return;
  history.replaceState({ ...(typeof state === 'object' ? state : {}), idx: 0 }, '');
}

function isNumbered(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number';
}
