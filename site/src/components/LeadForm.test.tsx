import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SOURCE } from '@cvc/domain';
import { deferred, renderSite } from '../test/render';
import { LeadModal } from './LeadModal';

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Ana Souza' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@empresa.com.br' } });
  fireEvent.change(screen.getByLabelText(/Empresa/), { target: { value: 'Empresa SA' } });
  fireEvent.change(screen.getByLabelText(/Telefone/), { target: { value: '11 99999-0000' } });
};
const submitButton = () => screen.getByRole('button', { name: /Enviar solicitação|Enviando/ });

describe('lead modal states', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('marks the four required fields with an asterisk and native checks', () => {
    renderSite(<LeadModal open onClose={() => {}} submit={vi.fn()} />);
    for (const label of [/Nome/, /E-mail/, /Empresa/, /Telefone/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Telefone/)).toHaveAttribute('type', 'tel');
    expect(screen.queryByLabelText(/Cargo/)).toBeNull();
    expect(screen.getAllByText('*')).toHaveLength(4);
  });

  it('submitting → success for 3000 ms → closes and resets', async () => {
    const pending = deferred();
    const submit = vi.fn(() => pending.promise);
    const onClose = vi.fn();
    const { rerender } = renderSite(<LeadModal open onClose={onClose} submit={submit} />);
    fill();
    fireEvent.submit(submitButton().closest('form')!);

    expect(submitButton()).toHaveTextContent('Enviando...');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText(/Nome/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeDisabled();
    // Escape, as the browser reports it to a modal dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledWith({
      name: 'Ana Souza',
      email: 'ana@empresa.com.br',
      company: 'Empresa SA',
      phone: '11 99999-0000',
      source: LEAD_SOURCE.membership,
      status: 'new',
      notice_version: '2026-11-25',
      marketing_opt_in: false,
    });

    await act(async () => pending.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada!');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<LeadModal open onClose={onClose} submit={submit} />);
    expect(screen.getByLabelText(/Nome/)).toHaveValue('');
  });

  it('failure alerts the SPEC text and keeps the typed data editable', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    renderSite(<LeadModal open onClose={onClose} submit={() => Promise.reject(new Error('denied'))} />);
    fill();
    await act(async () => {
      fireEvent.submit(submitButton().closest('form')!);
    });
    expect(alert).toHaveBeenCalledWith('Erro ao enviar solicitação. Por favor, tente novamente.');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Ana Souza');
    expect(screen.getByLabelText(/Nome/)).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Enviar solicitação');
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
