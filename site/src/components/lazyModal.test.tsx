import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { lazyModal } from './lazyModal';

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog">open</div> : <p>closed</p>;
}

it('loads the modal with its first opening, then keeps it mounted when it closes', async () => {
  const load = vi.fn(() => Promise.resolve(Dialog));
  const LazyDialog = lazyModal(load, (props: { open: boolean }) => props.open);
  const { container, rerender } = render(<LazyDialog open={false} />);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();

  rerender(<LazyDialog open />);
  expect(await screen.findByRole('dialog')).toHaveTextContent('open');
  expect(load).toHaveBeenCalledTimes(1);

  // Closed, the modal itself renders (its clean-up runs) instead of the wrapper unmounting it.
  await act(async () => rerender(<LazyDialog open={false} />));
  expect(screen.getByText('closed')).toBeInTheDocument();
  await act(async () => rerender(<LazyDialog open />));
  expect(load).toHaveBeenCalledTimes(1);
});
