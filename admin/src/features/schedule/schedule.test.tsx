import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES, eventSchema, formatDateTimeBR, newsSchema } from '@cvc/domain';
import { renderForm } from '../../test/renderInAdmin';
import { PublicationStatusCell } from '../../resources/StatusCell';
import { PublishAtInput } from './PublishAtInput';
import { publicationState } from './publicationState';
import { withScheduleChecks } from './scheduleChecks';

// 2026-01-10 09:00 in São Paulo, injected: no test reads the wall clock's hour.
const NOW = new Date(Date.UTC(2026, 0, 10, 12));
const article = { title: 'Título', summary: 'Resumo', content: 'Texto', status: 'published' };

describe('the console label of a scheduled item', () => {
  it('says "Agendado para" with the São Paulo date and time while the time is ahead', () => {
    const tomorrow = new Date(Date.UTC(2026, 0, 11, 13, 30));
    expect(publicationState({ status: 'published', published_at: tomorrow }, NOW)).toBe(
      'Agendado para 11/01/2026 10:30',
    );
    expect(publicationState({ status: 'published', published_at: NOW }, NOW)).toBe('Publicado');
    expect(publicationState({ status: 'draft', published_at: tomorrow }, NOW)).toBe('Rascunho');
    // Reports have no status: published, or scheduled.
    expect(publicationState({ published_at: tomorrow }, NOW)).toBe('Agendado para 11/01/2026 10:30');
    const gone = {
      status: 'published' as const,
      published_at: new Date(Date.UTC(2025, 0, 1)),
      unpublish_at: NOW,
    };
    expect(publicationState(gone, NOW)).toBe('Retirado do site em 10/01/2026 09:00');
    expect(publicationState({ ...gone, unpublish_at: tomorrow }, NOW)).toBe('Publicado');
  });

  it('reads a record as react-admin caches it after a save, its dates as ISO strings', () => {
    const tomorrow = new Date(Date.UTC(2026, 0, 11, 13, 30));
    const saved = JSON.parse(JSON.stringify({ status: 'published', published_at: tomorrow })) as object;
    expect(publicationState(saved, NOW)).toBe('Agendado para 11/01/2026 10:30');
  });

  it('shows it in the list cell', () => {
    const ahead = new Date(Date.now() + 86_400_000);
    render(
      <AdminContext>
        <RecordContextProvider value={{ id: 'n1', status: 'published', published_at: ahead }}>
          <PublicationStatusCell />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText(`Agendado para ${formatDateTimeBR(ahead)}`)).toBeInTheDocument();
  });
});

describe('the schedule field', () => {
  const form = (defaults: object, onSubmit: (values: object) => void) =>
    renderForm('news', <PublishAtInput />, {
      defaultValues: defaults,
      schema: withScheduleChecks(newsSchema, () => NOW),
      onSubmit,
    });
  const field = () => screen.getByLabelText('Publicar em (horário de São Paulo)');
  const save = () => userEvent.click(screen.getByRole('button', { name: /salvar/i }));

  it('refuses a time already past beside the field, keeping what was typed; a time ahead saves', async () => {
    const onSubmit = vi.fn();
    form(article, onSubmit);
    fireEvent.change(field(), { target: { value: '2026-01-10T08:59' } });
    await save();
    expect(await screen.findByText(VALIDATION_MESSAGES.publishAtPast)).toBeInTheDocument();
    expect(field()).toHaveValue('2026-01-10T08:59');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field(), { target: { value: '2026-01-10T09:01' } });
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ publish_at: '2026-01-10T09:01' });
  });

  it('keeps an item saved with a time that has since come: it is no new schedule', async () => {
    const onSubmit = vi.fn();
    const savedAt = new Date(Date.UTC(2026, 0, 10, 11, 30));
    form({ ...article, published_at: savedAt, publish_at: '' }, onSubmit);
    fireEvent.change(field(), { target: { value: '2026-01-10T08:30' } });
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText(VALIDATION_MESSAGES.publishAtPast)).toBeNull();
  });

  it('refuses an unpublish time not after the publication beside its field, keeping what was typed', async () => {
    const onSubmit = vi.fn();
    form(article, onSubmit);
    const unpublish = () => screen.getByLabelText('Retirar do site em (horário de São Paulo)');
    fireEvent.change(field(), { target: { value: '2026-01-12T10:00' } });
    fireEvent.change(unpublish(), { target: { value: '2026-01-11T10:00' } });
    await save();
    expect(await screen.findByText(VALIDATION_MESSAGES.unpublishBeforePublish)).toBeInTheDocument();
    expect(unpublish()).toHaveValue('2026-01-11T10:00');
    expect(onSubmit).not.toHaveBeenCalled();

    // Without "Publicar em" the save publishes now: an unpublish time already past is refused too.
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.change(unpublish(), { target: { value: '2026-01-10T08:00' } });
    await save();
    expect(await screen.findByText(VALIDATION_MESSAGES.unpublishBeforePublish)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(unpublish(), { target: { value: '2026-01-20T18:00' } });
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ unpublish_at: '2026-01-20T18:00' });
  });
});

describe("an event's schedule", () => {
  const event = { title: 'Encontro', date: '2026-02-01', location: 'São Paulo', description: 'Curto' };

  it('refuses a past time and an unpublish time before the publication beside their fields, keeping both', async () => {
    const onSubmit = vi.fn();
    renderForm('events', <PublishAtInput />, {
      defaultValues: event,
      schema: withScheduleChecks(eventSchema, () => NOW),
      onSubmit,
    });
    const publish = () => screen.getByLabelText('Publicar em (horário de São Paulo)');
    const unpublish = () => screen.getByLabelText('Retirar do site em (horário de São Paulo)');
    fireEvent.change(publish(), { target: { value: '2026-01-10T08:00' } });
    await userEvent.click(screen.getByRole('button', { name: /salvar/i }));
    expect(await screen.findByText(VALIDATION_MESSAGES.publishAtPast)).toBeInTheDocument();
    expect(publish()).toHaveValue('2026-01-10T08:00');

    fireEvent.change(publish(), { target: { value: '2026-01-12T10:00' } });
    fireEvent.change(unpublish(), { target: { value: '2026-01-11T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: /salvar/i }));
    expect(await screen.findByText(VALIDATION_MESSAGES.unpublishBeforePublish)).toBeInTheDocument();
    expect(unpublish()).toHaveValue('2026-01-11T10:00');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(unpublish(), { target: { value: '2026-01-20T18:00' } });
    await userEvent.click(screen.getByRole('button', { name: /salvar/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });
});
