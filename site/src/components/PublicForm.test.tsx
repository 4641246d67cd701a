import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderSite } from '../test/render';
import { contactFields } from './contactFields';
import { PublicForm } from './PublicForm';

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
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@x.com' });
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
});
