import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderSite } from '../../test/render';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { ExecutiveTrainingPage } from './ExecutiveTrainingPage';

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Quero me inscrever' })[0]!);
  await user.type(screen.getByLabelText(/Nome Completo/), 'Marcos Tavares');
  await user.type(screen.getByLabelText(/E-mail/), 'marcos@tupaseguros.com.br');
  await user.type(screen.getByLabelText(/Empresa/), 'Tupã Seguros');
  await user.type(screen.getByLabelText(/Cargo/), 'Head de CVC');
  await user.type(screen.getByLabelText(/Telefone/), '+55 21 96666-5555');
}

describe('ExecutiveTrainingPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('presents the course facts of SPEC §9: 25 hours, 2 weeks, hybrid, dates, São Paulo and the price', () => {
    renderSite(<ExecutiveTrainingPage submit={vi.fn()} />);
    for (const fact of [
      '25 horas',
      '2 semanas',
      'Formato híbrido',
      'Início em 2 de dezembro de 2025',
      'Encerramento presencial em São Paulo em 17 de dezembro de 2025',
      'R$ 5.859 à vista',
      'ou em até 12x no cartão',
    ]) {
      expect(screen.getByText(fact)).toBeInTheDocument();
    }
    expect(screen.getByText(/salários acima de R\$ 30\.000\/mês/)).toBeInTheDocument();
    expect(screen.getByText(/Helena Duarte Vasconcelos/)).toBeInTheDocument();
  });

  it('loads the video player only on demand', async () => {
    const user = userEvent.setup();
    const { container } = renderSite(<ExecutiveTrainingPage submit={vi.fn()} />);
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Assistir ao vídeo/ }));
    expect(container.ownerDocument.querySelector('iframe')).toHaveAttribute('title', 'Conheça a formação');
  });

  it("goes from the collapsed offer card to the form to the 'received' view with the pay-now link", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const submit = vi.fn(() => pending.promise);
    renderSite(<ExecutiveTrainingPage submit={submit} />);
    expect(screen.queryByLabelText(/Nome Completo/)).not.toBeInTheDocument();
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith({
      name: 'Marcos Tavares',
      email: 'marcos@tupaseguros.com.br',
      company: 'Tupã Seguros',
      position: 'Head de CVC',
      phone: '+55 21 96666-5555',
      source: 'Curso - Campanha',
      status: 'new',
    });
    pending.resolve();
    expect(await screen.findByText('Inscrição recebida!')).toBeInTheDocument();
    const pay = screen.getByRole('link', { name: /Pagar agora/ });
    expect(pay).toHaveAttribute('href', SITE_SETTINGS_PLACEHOLDERS.executive_training_checkout_url);
    expect(pay).toHaveAttribute('target', '_blank');
  });

  it('alerts the campaign failure text and lets the visitor retry with the data kept', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite(<ExecutiveTrainingPage submit={() => Promise.reject(new Error('denied'))} />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(alert).toHaveBeenCalledWith('Erro ao enviar formulário. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
    expect(screen.getByLabelText(/Empresa/)).toHaveValue('Tupã Seguros');
    alert.mockRestore();
    error.mockRestore();
  });
});
