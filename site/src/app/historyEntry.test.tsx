import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberHistoryEntry } from './historyEntry';

/** How many times BrowserRouter calls replaceState when it is created. */
function routerReplaces(): number {
  const replaceState = vi.spyOn(window.history, 'replaceState');
  render(
    <BrowserRouter>
      <p>page</p>
    </BrowserRouter>,
  );
  const calls = replaceState.mock.calls.length;
  replaceState.mockRestore();
  return calls;
}

describe('numberHistoryEntry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('leaves React Router nothing to replace on a fresh entry', () => {
    window.history.replaceState(null, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0 });
    expect(routerReplaces()).toBe(0);
  });

  it('is what saves the call: unnumbered, the router replaces the entry itself', () => {
    window.history.replaceState(null, '');
    expect(routerReplaces()).toBe(1);
  });

  it("keeps the router's own number and state on an entry it already numbered", () => {
    const state = { usr: { from: 'a' }, key: 'k1', idx: 3 };
    window.history.replaceState(state, '');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    numberHistoryEntry();
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
    expect(window.history.state).toEqual(state);
  });

  it('keeps what another script stored in the entry', () => {
    window.history.replaceState({ scroll: 120 }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ scroll: 120, idx: 0 });
  });
});
