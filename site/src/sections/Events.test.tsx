import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { renderSite } from '../test/render';
import { Events } from './Events';

const event = (id: string, date: string): CvcEvent => ({
  id,
  title: `Evento ${id}`,
  description: 'Resumo',
  full_description: null,
  date,
  start_time: null,
  end_time: null,
  location: 'São Paulo',
  registration_url: null,
  image_url: null,
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
});
const today = new Date(2026, 10, 22);
const ready = (data: CvcEvent[]) => ({ status: 'ready' as const, data });

it('closes past events and marks the first one dated today or later as next', () => {
  renderSite(
    <Events
      state={ready([event('a', '2026-11-01'), event('b', '2026-11-22'), event('c', '2026-12-01')])}
      deepLinkId={null}
      onDeepLinkHandled={() => {}}
      onOpenEventFormats={() => {}}
      today={today}
    />,
  );
  const [past, todays, later] = screen.getAllByTestId('event-card');
  expect(within(past!).getByText('Evento Encerrado')).toBeInTheDocument();
  expect(within(todays!).getByText('Próximo evento')).toBeInTheDocument();
  expect(within(later!).queryByText(/Próximo evento|Evento Encerrado/)).toBeNull();
});

it('is hidden when there are no events or the read failed', () => {
  const props = { deepLinkId: null, onDeepLinkHandled: () => {}, onOpenEventFormats: () => {} };
  const { container, rerender } = renderSite(<Events state={ready([])} {...props} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<Events state={{ status: 'error' }} {...props} />);
  expect(container).toBeEmptyDOMElement();
});

it('opens the deep-linked event once the events arrive and reports the link handled', async () => {
  // jsdom does not lay pages out; record the scroll instead.
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const onDeepLinkHandled = vi.fn();
  const props = { deepLinkId: 'c', onDeepLinkHandled, onOpenEventFormats: () => {}, today };
  const { rerender } = renderSite(<Events state={{ status: 'loading' }} {...props} />);
  expect(onDeepLinkHandled).not.toHaveBeenCalled();
  rerender(<Events state={ready([event('b', '2026-11-22'), event('c', '2026-12-01')])} {...props} />);
  // The dialog's code loads with its first opening.
  expect(await screen.findByRole('dialog', { name: 'Evento c' })).toBeInTheDocument();
  expect(onDeepLinkHandled).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'eventos');
  // Escape, as the browser reports it to a modal dialog.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
