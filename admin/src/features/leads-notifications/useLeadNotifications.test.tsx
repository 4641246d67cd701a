import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CONFETTI_MS, LEAD_HIGHLIGHT_EXTRA_MS } from '@cvc/domain';
import { Confetti } from './Confetti';
import { useLeadNotifications } from './useLeadNotifications';
import { memoryStorage } from './memoryStorage.test-helper';
import type { KeyValueStorage } from './leadNotifier';

function Screen({ ids, storage, play }: { ids?: string[]; storage: KeyValueStorage; play: () => void }) {
  const { confetti, highlighted, soundOn, toggleSound } = useLeadNotifications(ids, storage, play);
  return (
    <div>
      <button onClick={toggleSound}>{soundOn ? 'Som ON' : 'Som OFF'}</button>
      {confetti && <Confetti />}
      <ul>
        {ids?.map((id) => (
          <li key={id} data-highlighted={highlighted.has(id)}>
            {id}
          </li>
        ))}
      </ul>
    </div>
  );
}

describe('useLeadNotifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no canvas; the confetti only needs to mount.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays silent on first load, then announces a new lead once with confetti, sound and highlight', () => {
    const storage = memoryStorage();
    const play = vi.fn();
    const view = render(<Screen storage={storage} play={play} />);
    view.rerender(<Screen ids={['a']} storage={storage} play={play} />);
    expect(screen.queryByTestId('lead-confetti')).toBeNull();
    expect(play).not.toHaveBeenCalled();

    view.rerender(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    expect(screen.getByTestId('lead-confetti')).toHaveAttribute('data-pieces', '100');
    expect(screen.getByText('b')).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByText('a')).toHaveAttribute('data-highlighted', 'false');
    expect(play).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(CONFETTI_MS));
    expect(screen.queryByTestId('lead-confetti')).toBeNull();
    expect(screen.getByText('b')).toHaveAttribute('data-highlighted', 'true');
    act(() => vi.advanceTimersByTime(LEAD_HIGHLIGHT_EXTRA_MS));
    expect(screen.getByText('b')).toHaveAttribute('data-highlighted', 'false');

    view.rerender(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not announce again after a reload', () => {
    const storage = memoryStorage();
    const play = vi.fn();
    const first = render(<Screen ids={['a']} storage={storage} play={play} />);
    first.rerender(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    first.unmount();
    render(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('lead-confetti')).toBeNull();
    expect(screen.getByText('b')).toHaveAttribute('data-highlighted', 'false');
  });

  it('toggles Som ON / Som OFF, remembers it, and plays no tones when off', () => {
    const storage = memoryStorage();
    const play = vi.fn();
    const view = render(<Screen ids={['a']} storage={storage} play={play} />);
    act(() => screen.getByRole('button', { name: 'Som ON' }).click());
    expect(screen.getByRole('button', { name: 'Som OFF' })).toBeInTheDocument();
    view.rerender(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByTestId('lead-confetti')).toBeInTheDocument();
    view.unmount();
    render(<Screen ids={['b', 'a']} storage={storage} play={play} />);
    expect(screen.getByRole('button', { name: 'Som OFF' })).toBeInTheDocument();
  });
});
