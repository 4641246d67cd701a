import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LEAD_SOURCE } from '@cvc/domain';
import { deferred, renderSite } from '../test/render';
import { ExecutiveTrainingModal } from './ExecutiveTrainingModal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const fill = () => {
  fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Paula' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'p@x.com' } });
  fireEvent.change(screen.getByLabelText(/Empresa/), { target: { value: 'X' } });
  fireEvent.change(screen.getByLabelText(/Cargo/), { target: { value: 'Diretora' } });
  fireEvent.change(screen.getByLabelText(/Telefone/), { target: { value: '1' } });
};

it('sends the lead as executive_training with the position, and closes 3 s after the confirmation', async () => {
  const submit = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  renderSite(<ExecutiveTrainingModal open onClose={onClose} submit={submit} />);
  expect(screen.getByRole('dialog', { name: 'Formação Executiva em CVC' })).toBeInTheDocument();
  fill();
  await act(async () => {
    fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
  });
  expect(submit).toHaveBeenCalledWith(
    expect.objectContaining({ source: LEAD_SOURCE.executiveTraining, position: 'Diretora', status: 'new' }),
  );
  expect(LEAD_SOURCE.executiveTraining).toBe('executive_training');
  expect(screen.getByRole('status')).toHaveTextContent('Solicitação enviada!');
  act(() => vi.advanceTimersByTime(2999));
  expect(onClose).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('cannot be closed while sending', async () => {
  const pending = deferred();
  const onClose = vi.fn();
  renderSite(<ExecutiveTrainingModal open onClose={onClose} submit={() => pending.promise} />);
  fill();
  await act(async () => {
    fireEvent.submit(screen.getByLabelText(/Nome/).closest('form')!);
  });
  expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  // Escape, as the browser reports it to a modal dialog.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(onClose).not.toHaveBeenCalled();
  await act(async () => pending.resolve());
});

it('speaks English', () => {
  renderSite(<ExecutiveTrainingModal open onClose={() => {}} submit={() => Promise.resolve()} />, {
    language: 'en',
  });
  expect(screen.getByRole('dialog', { name: 'Executive Training in CVC' })).toBeInTheDocument();
});
