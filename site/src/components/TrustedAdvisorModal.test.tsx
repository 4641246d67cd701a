import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LEAD_SOURCE } from '@cvc/domain';
import { renderSite } from '../test/render';
import { TrustedAdvisorModal } from './TrustedAdvisorModal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("goes information → form, back with 'Voltar', then submits as trusted_advisor and closes after 3 s", async () => {
  const submit = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  renderSite(<TrustedAdvisorModal open onClose={onClose} submit={submit} />);

  expect(screen.queryByLabelText(/Nome/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Quero um Trusted Advisor' }));
  expect(screen.getByLabelText(/Nome/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(screen.queryByLabelText(/Nome/)).toBeNull();
  expect(screen.getByText(/Diagnóstico da maturidade/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Quero um Trusted Advisor' }));
  fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Bruno' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'b@x.com' } });
  fireEvent.change(screen.getByLabelText(/Empresa/), { target: { value: 'X' } });
  fireEvent.change(screen.getByLabelText(/Telefone/), { target: { value: '1' } });
  await act(async () => {
    fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
  });
  expect(submit).toHaveBeenCalledWith(
    expect.objectContaining({ source: LEAD_SOURCE.trustedAdvisor, status: 'new' }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada!');
  expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  act(() => vi.advanceTimersByTime(3000));
  expect(onClose).toHaveBeenCalledTimes(1);
});
