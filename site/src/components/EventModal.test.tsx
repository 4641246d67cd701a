import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { renderSite } from '../test/render';
import { EventModal } from './EventModal';

const event: CvcEvent = {
  id: 'event-07',
  title: 'Encontro Anual de CVC',
  description: 'Resumo',
  full_description: 'Primeiro parágrafo.\nSegundo parágrafo.',
  date: '2030-05-10',
  start_time: '09:00',
  end_time: '18:00',
  location: 'São Paulo, SP',
  registration_url: null,
  image_url: '/images/seed/event-07.svg',
  sponsors: 'Patrocínio: Grupo Vértice.',
  sponsor_logos: [{ name: 'Grupo Vértice', logo_url: '/logo.svg' }],
  enabled: true,
};

const fillRsvp = () => {
  for (const [label, value] of [
    [/Nome/, 'Carla'],
    [/E-mail/, 'carla@x.com'],
    [/Empresa/, 'X'],
    [/Cargo/, 'Diretora'],
    [/Telefone/, '11 9'],
  ] as const) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};

describe('EventModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows details, then the RSVP form, then the confirmation; reopening starts over', async () => {
    const submitRsvp = vi.fn(() => Promise.resolve());
    const props = { isPast: false, isNext: true, onClose: () => {}, submitRsvp };
    const { rerender } = renderSite(<EventModal event={event} {...props} />);
    expect(screen.getByText('10 de maio de 2030')).toBeInTheDocument();
    expect(screen.getByText('09:00 - 18:00')).toBeInTheDocument();
    expect(screen.getByText('Segundo parágrafo.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Grupo Vértice' })).toBeInTheDocument();
    expect(screen.getByText('Próximo evento')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    for (const label of [/Nome/, /E-mail/, /Empresa/, /Cargo/, /Telefone/])
      expect(screen.getByLabelText(label)).toBeRequired();
    fillRsvp();
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
    });
    expect(submitRsvp).toHaveBeenCalledWith({
      event_id: 'event-07',
      name: 'Carla',
      email: 'carla@x.com',
      company: 'X',
      position: 'Diretora',
      phone: '11 9',
      notice_version: '2026-11-25',
      marketing_opt_in: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Inscrição confirmada!');

    rerender(<EventModal event={null} {...props} />);
    rerender(<EventModal event={event} {...props} />);
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it("keeps the data and shows 'Erro ao enviar inscrição. Tente novamente.' when the RSVP fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite(
      <EventModal
        event={event}
        isPast={false}
        isNext={false}
        onClose={() => {}}
        submitRsvp={() => Promise.reject(new Error('x'))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
    fillRsvp();
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao enviar inscrição. Tente novamente.');
    expect(screen.getByLabelText(/Cargo/)).toHaveValue('Diretora');
  });

  it("marks a past event 'Evento Encerrado' and disables registering", () => {
    renderSite(<EventModal event={event} isPast isNext={false} onClose={() => {}} submitRsvp={vi.fn()} />);
    expect(screen.getAllByText('Evento Encerrado').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Evento Encerrado' })).toBeDisabled();
  });

  it("offers 'Adicionar ao calendário' (the .ics) and Google Agenda in a new tab, with the event's dates", () => {
    renderSite(
      <EventModal event={event} isPast={false} isNext={false} onClose={() => {}} submitRsvp={vi.fn()} />,
    );
    const ics = screen.getByRole('link', { name: 'Adicionar ao calendário' });
    expect(ics).toHaveAttribute('href', '/api/events/event-07.ics');
    expect(ics).toHaveAttribute('download');
    const google = screen.getByRole('link', { name: /Google Agenda.*\(abre em nova aba\)/ });
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    const href = google.getAttribute('href')!;
    expect(href.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    const params = new URL(href).searchParams;
    expect(params.get('dates')).toBe('20300510T090000/20300510T180000');
    expect(params.get('ctz')).toBe('America/Sao_Paulo');
    expect(params.get('details')).toBe(`Resumo\n\n${window.location.origin}/?event=event-07`);
  });

  it('offers no calendar links for a past event', () => {
    renderSite(<EventModal event={event} isPast isNext={false} onClose={() => {}} submitRsvp={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Adicionar ao calendário' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Google Agenda/ })).toBeNull();
  });

  it('copies the deep link and alerts success, or asks to copy by hand on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const copyText = vi.fn(() => Promise.resolve());
    const { unmount } = renderSite(
      <EventModal
        event={event}
        isPast={false}
        isNext={false}
        onClose={() => {}}
        submitRsvp={vi.fn()}
        copyText={copyText}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' })));
    const link = `${window.location.origin}/?event=event-07`;
    expect(copyText).toHaveBeenCalledWith(link);
    expect(alert).toHaveBeenLastCalledWith('Link copiado para a área de transferência!');
    unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite(
      <EventModal
        event={event}
        isPast={false}
        isNext={false}
        onClose={() => {}}
        submitRsvp={vi.fn()}
        copyText={() => Promise.reject(new Error('denied'))}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' })));
    expect(alert).toHaveBeenLastCalledWith(`Não foi possível copiar o link. Copie manualmente: ${link}`);
  });

  describe('seats', () => {
    const limited = { ...event, capacity: 10 };
    const open = (props: Partial<Parameters<typeof EventModal>[0]>) =>
      renderSite(
        <EventModal
          event={limited}
          isPast={false}
          isNext={false}
          onClose={() => {}}
          submitRsvp={vi.fn()}
          {...props}
        />,
      );

    it("shows the seats left in the event page's words, read for this event", async () => {
      const readSeats = vi.fn(() => Promise.resolve({ confirmed: 7, waitlisted: 0 }));
      open({ readSeats });
      expect(await screen.findByText('Restam 3 vagas.')).toHaveAttribute('role', 'status');
      expect(readSeats).toHaveBeenCalledWith('event-07');
    });

    it("says 'Resta 1 vaga.' for the last seat", async () => {
      open({ readSeats: () => Promise.resolve({ confirmed: 9, waitlisted: 0 }) });
      expect(await screen.findByText('Resta 1 vaga.')).toBeInTheDocument();
    });

    it('once full (or while anyone waits) says new sign-ups join the waitlist, and confirms a place on it', async () => {
      const full =
        'As vagas estão preenchidas: novas inscrições entram na lista de espera, pela ordem de chegada.';
      const { unmount } = open({ readSeats: () => Promise.resolve({ confirmed: 10, waitlisted: 0 }) });
      expect(await screen.findByText(full)).toBeInTheDocument();
      unmount();
      open({
        readSeats: () => Promise.resolve({ confirmed: 3, waitlisted: 1 }),
        submitRsvp: () => Promise.resolve(),
      });
      expect(await screen.findByText(full)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Inscrever-se' }));
      fillRsvp();
      await act(async () => {
        fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Você está na lista de espera!');
    });

    it('reads no seats for an event without a capacity, nor for a past one', () => {
      const readSeats = vi.fn(() => Promise.resolve({ confirmed: 0, waitlisted: 0 }));
      const { unmount } = open({ event, readSeats });
      unmount();
      open({ isPast: true, readSeats });
      expect(readSeats).not.toHaveBeenCalled();
      expect(screen.queryByText(/vaga/)).toBeNull();
    });

    it('still offers the sign-up when the seats cannot be read', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      open({ readSeats: () => Promise.reject(new Error('offline')) });
      await act(async () => {});
      expect(screen.queryByText(/vaga/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeEnabled();
    });
  });
});
