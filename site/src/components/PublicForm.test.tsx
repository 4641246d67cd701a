import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { SiteSettingsProvider } from '../site-context/SiteSettings';
import { deferred, renderSite } from '../test/render';
import { contactFields } from './contactFields';
import { PublicForm } from './PublicForm';

const SAVED_PRIVACY = { ...SITE_SETTINGS_PLACEHOLDERS.privacy, notice_version: '2027-01-10' };
vi.mock('../data/siteSettings', () => ({
  fetchSiteSettings: () => Promise.resolve({ ...SITE_SETTINGS_PLACEHOLDERS, privacy: SAVED_PRIVACY }),
}));

const fields = contactFields(['name', 'email'], (name) => (name === 'name' ? 'Nome' : 'E-mail'));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });
const submit = () => act(async () => void fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!));

afterEach(() => vi.restoreAllMocks());

describe('PublicForm', () => {
  it('sends the typed values, disabling everything while sending, then shows what was sent', async () => {
    const pending = deferred();
    const send = vi.fn(() => pending.promise);
    const onSent = vi.fn();
    const onStatusChange = vi.fn();
    renderSite(
      <PublicForm
        fields={fields}
        send={send}
        submitLabel="Enviar"
        submittingLabel="Enviando..."
        failure={{ alert: 'Falhou' }}
        sent={<p role="status">Recebido</p>}
        onSent={onSent}
        onStatusChange={onStatusChange}
        besideSubmit={(sending) => (
          <button type="button" disabled={sending}>
            Voltar
          </button>
        )}
      />,
    );
    type('Nome', 'Ana');
    type('E-mail', 'ana@x.com');
    await submit();
    expect(send).toHaveBeenCalledWith({
      name: 'Ana',
      email: 'ana@x.com',
      notice_version: SITE_SETTINGS_PLACEHOLDERS.privacy.notice_version,
      marketing_opt_in: false,
    });
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    expect(screen.getByLabelText(/Nome/)).toBeDisabled();
    expect(onStatusChange).toHaveBeenLastCalledWith('submitting');

    await act(async () => pending.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Recebido');
    expect(screen.queryByLabelText(/Nome/)).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('says a failure inline or in an alert, and keeps the typed data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const props = {
      fields,
      send: () => Promise.reject(new Error('offline')),
      submitLabel: 'Enviar',
      submittingLabel: 'Enviando...',
    };
    const { unmount } = renderSite(<PublicForm {...props} failure={{ inline: 'Tente de novo' }} />);
    type('Nome', 'Ana');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Tente de novo');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    unmount();

    renderSite(<PublicForm {...props} failure={{ alert: 'Falhou' }} />);
    type('Nome', 'Ana');
    await submit();
    expect(alert).toHaveBeenCalledWith('Falhou');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana');
  });

  it('says how the data is used, linking to the notice in a new tab, in the page language', async () => {
    const props = {
      fields,
      send: vi.fn(),
      submitLabel: 'Enviar',
      submittingLabel: '...',
      failure: { alert: 'x' },
    };
    for (const [language, name, href] of [
      ['pt', 'Aviso de Privacidade', '/privacidade'],
      ['en', 'Privacy Notice', '/en/privacidade'],
      ['es', 'Aviso de Privacidad', '/es/privacidade'],
    ] as const) {
      const { unmount } = renderSite(<PublicForm {...props} />, { language });
      const link = await screen.findByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.closest('p')).toHaveTextContent(language === 'en' ? /^We use these details/ : /^Usamos/);
      unmount();
    }
  });

  it('sends the marketing choice, unticked until the visitor ticks it, and the version of the settings', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderSite(
      <SiteSettingsProvider>
        <PublicForm
          fields={fields}
          send={send}
          submitLabel="Enviar"
          submittingLabel="..."
          failure={{ alert: 'x' }}
        />
      </SiteSettingsProvider>,
    );
    // The settings' read starts in a task of its own (useRead) and answers in the next.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    const box = screen.getByRole('checkbox', { name: /novidades, eventos e conteúdos/ });
    expect(box).not.toBeChecked();
    type('Nome', 'Ana');
    type('E-mail', 'ana@x.com');
    await submit();
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ notice_version: '2027-01-10', marketing_opt_in: false }),
    );

    fireEvent.click(box);
    expect(box).toBeChecked();
    type('Nome', 'Ana');
    await submit();
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ marketing_opt_in: true }));
    // Sent: the next form starts unticked again.
    expect(box).not.toBeChecked();
  });
});
