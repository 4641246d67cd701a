import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_CONFIRMATION_MS } from '@cvc/domain';
import { renderSite } from '../../test/render';
import { ShareBar } from './ShareBar';

const URL = 'https://cvc.org.br/artigo/cvc-em-alta';

describe('ShareBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'Copiado!' for 2 seconds after copying the link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderSite(<ShareBar url={URL} title="CVC em alta" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar link' })));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
  });

  it('only logs a failed copy', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    Object.assign(navigator, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderSite(<ShareBar url={URL} title="CVC em alta" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar link' })));
    expect(error).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('opens each of the four networks in a 600×400 window', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderSite(<ShareBar url={URL} title="CVC em alta" />);
    for (const name of ['LinkedIn', 'Facebook', 'X', 'WhatsApp']) {
      fireEvent.click(screen.getByRole('button', { name: `Compartilhar no ${name}` }));
    }
    expect(open).toHaveBeenCalledTimes(4);
    expect(open.mock.calls[0]?.[0]).toContain('linkedin.com');
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=600,height=400,/);
    open.mockRestore();
  });
});
