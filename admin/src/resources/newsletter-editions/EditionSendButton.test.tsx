import { EDITION_MESSAGES, type EditionRequest, type EditionResult } from '@cvc/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { EditionSendButton } from './EditionSendButton';
import type { EditionRecord } from './editionRecord';

const complete: EditionRecord = {
  id: 'e1',
  status: 'draft',
  subject_pt: 'Novidades',
  subject_en: 'News',
  subject_es: 'Novedades',
  news_ids: ['n1'],
};

const progress = {
  status: 'sending' as const,
  recipients: 2,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed_since: 0,
  last_error: null,
};

/** The button over a callable that answers `recipients` to count and records what it was asked. */
function renderButton(edition: EditionRecord, recipients = 2, sendFails?: Error) {
  const asked: string[] = [];
  const dataProvider = testDataProvider({
    newsletterEdition: async ({ action }: EditionRequest): Promise<EditionResult> => {
      asked.push(action);
      if (action === 'count') return { action, recipients };
      if (sendFails) throw sendFails;
      return { action: 'send', progress };
    },
  } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <EditionSendButton edition={edition} />
    </AdminContext>,
  );
  return asked;
}

describe('Enviar', () => {
  it('is off, with the reasons in view, while the edition cannot go', () => {
    const asked = renderButton({ id: 'e2', status: 'draft', subject_pt: 'Só português' });
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Escreva o assunto em inglês antes de enviar\./);
    expect(screen.getByText(EDITION_MESSAGES.noItems)).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('names the confirmed subscribers counted now, and sends once confirmed', async () => {
    const asked = renderButton(complete, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Enviar esta edição para 2 inscritos confirmados?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(asked).toEqual(['count', 'send']));
  });

  it('says so when nobody is subscribed, without asking to confirm', async () => {
    const asked = renderButton(complete, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITION_MESSAGES.noRecipients);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual(['count']);
  });

  it("shows the server's own words when the send is refused", async () => {
    renderButton(complete, 1, new Error(`${EDITION_MESSAGES.notDraft} [400]`));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('para 1 inscrito confirmado?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITION_MESSAGES.notDraft);
    expect(screen.getByRole('alert')).not.toHaveTextContent('[400]');
  });
});
