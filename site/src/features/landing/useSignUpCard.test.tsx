import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSignUpCard } from './useSignUpCard';

function Landing() {
  const card = useSignUpCard('above');
  return (
    <>
      <div ref={card.ref} tabIndex={-1} data-testid="card">
        {card.expanded ? 'form' : 'offer'}
      </div>
      <p>{card.outOfView ? 'bar shown' : 'bar hidden'}</p>
      <button onClick={card.reveal}>Sign up</button>
    </>
  );
}

describe('useSignUpCard', () => {
  it('reveals the form in the card from anywhere, and tells when the card has scrolled above', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Landing />);
    const card = screen.getByTestId('card');
    expect(screen.getByText('bar hidden')).toBeInTheDocument();

    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ top: -300, bottom: -10 } as DOMRect);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByText('bar shown')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(card).toHaveTextContent('form');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(card).toHaveFocus();
  });
});
