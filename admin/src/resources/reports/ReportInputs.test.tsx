import { reportSchema, VALIDATION_MESSAGES } from '@cvc/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderInAdmin';
import { ReportInputs } from './ReportInputs';

const FREE = {
  title: 'Panorama',
  description: 'Estudo',
  pdf_url: 'https://cvc.example/p.pdf',
  is_free: true,
};

describe('report free/paid form', () => {
  it('hides price and checkout while free, shows them once unticked with price 0', async () => {
    renderForm('reports', <ReportInputs />, { defaultValues: { ...FREE, price: 0, checkout_url: '' } });
    expect(screen.queryByRole('spinbutton', { name: 'Preço (R$)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'URL de checkout' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Gratuito'));
    expect(screen.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveAttribute('min', '0');
    expect(screen.getByRole('textbox', { name: 'URL de checkout' })).toHaveValue('');
  });

  it('ticking free again forces price 0 and clears the checkout URL', async () => {
    const onSubmit = vi.fn();
    renderForm('reports', <ReportInputs />, {
      defaultValues: { ...FREE, is_free: false, price: 49.9, checkout_url: 'https://pay.example/x' },
      schema: reportSchema,
      onSubmit,
    });
    expect(screen.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveValue(49.9);
    await userEvent.click(screen.getByLabelText('Gratuito'));
    expect(screen.queryByRole('spinbutton', { name: 'Preço (R$)' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Gratuito'));
    expect(screen.getByRole('spinbutton', { name: 'Preço (R$)' })).toHaveValue(0);
    expect(screen.getByRole('textbox', { name: 'URL de checkout' })).toHaveValue('');
  });

  it('requires the checkout URL of a paid report', async () => {
    const onSubmit = vi.fn();
    renderForm('reports', <ReportInputs />, {
      defaultValues: { ...FREE, is_free: false, price: 10, checkout_url: '' },
      schema: reportSchema,
      onSubmit,
    });
    // Saving needs a changed form.
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Preço (R$)' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Preço (R$)' }), '12.5');
    await userEvent.click(screen.getByRole('button', { name: /salvar/i }));
    expect(await screen.findByText(VALIDATION_MESSAGES.checkoutUrlRequired)).toBeInTheDocument();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
