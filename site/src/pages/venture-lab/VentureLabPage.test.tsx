import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadInput } from '@cvc/domain';
import { deferred, renderSite } from '../../test/render';
import { VentureLabPage } from './VentureLabPage';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Nome Completo/), 'Paula Reis');
  await user.type(screen.getByLabelText(/E-mail/), 'paula@serraazul.com.br');
  await user.type(screen.getByLabelText(/Empresa/), 'Serra Azul Alimentos');
  await user.type(screen.getByLabelText(/Cargo/), 'Diretora de Inovação');
  await user.type(screen.getByLabelText(/Telefone/), '+55 11 97777-6666');
}

describe('VentureLabPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows the six stages and the four case logos', () => {
    renderSite(<VentureLabPage submit={vi.fn()} />);
    const stages = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(stages).toEqual([
      'Mapeamento',
      'Desenho da Missão',
      'Scouting',
      'Aceleração',
      'Execução',
      'Avaliação & Próximos Passos',
    ]);
    expect(
      screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.includes('logo-')),
    ).toHaveLength(4);
  });

  it("starts with the offer card closed; 'Quero Fazer Parte' opens the form with every field required", async () => {
    const user = userEvent.setup();
    renderSite(<VentureLabPage submit={vi.fn()} />);
    expect(screen.queryByLabelText(/Nome Completo/)).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Quero Fazer Parte' })[0]!);
    // The form's code loads with this first opening.
    await screen.findByLabelText(/Nome Completo/);
    for (const label of [/Nome Completo/, /E-mail/, /Empresa/, /Cargo/, /Telefone/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Telefone/)).toHaveAttribute('type', 'tel');
  });

  it("sends a venturelab lead with position, shows 'Enviando...', then 'Inscrição Enviada!'", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const submit = vi.fn((_lead: LeadInput) => pending.promise);
    renderSite(<VentureLabPage submit={submit} />);
    await user.click(screen.getAllByRole('button', { name: 'Quero Fazer Parte' })[0]!);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.getByLabelText(/Cargo/)).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      name: 'Paula Reis',
      email: 'paula@serraazul.com.br',
      company: 'Serra Azul Alimentos',
      position: 'Diretora de Inovação',
      phone: '+55 11 97777-6666',
      source: 'venturelab',
      status: 'new',
      notice_version: '2026-11-25',
      marketing_opt_in: false,
    });
    pending.resolve();
    expect(await screen.findByText('Inscrição Enviada!')).toBeInTheDocument();
    expect(
      screen.getByText('Entraremos em contato em breve para iniciar sua jornada no Venture Lab.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nome Completo/)).not.toBeInTheDocument();
  });

  it('alerts the failure text, keeps the data and re-enables the button', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite(<VentureLabPage submit={() => Promise.reject(new Error('denied'))} />);
    await user.click(screen.getAllByRole('button', { name: 'Quero Fazer Parte' })[0]!);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(alert).toHaveBeenCalledWith('Erro ao enviar formulário. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
    expect(screen.getByLabelText(/Nome Completo/)).toHaveValue('Paula Reis');
    alert.mockRestore();
    error.mockRestore();
  });

  it('keeps the sticky bar hidden while the offer card is in view', () => {
    const { container } = renderSite(<VentureLabPage submit={vi.fn()} />);
    const bar = container.querySelector('[aria-label="Inscrição no Venture Lab"]');
    expect(bar).toHaveAttribute('data-visible', 'false');
  });
});
