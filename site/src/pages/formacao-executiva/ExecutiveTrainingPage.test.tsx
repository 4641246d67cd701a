import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderSite } from '../../test/render';
import {
  FIRST_CLOSED_MINUTE,
  FUTURE_OFFERS,
  LAST_SIGN_UP_MINUTE,
  clockAt,
  withSiteSettings,
} from '../../test/siteSettings';
import { ExecutiveTrainingPage } from './ExecutiveTrainingPage';

const CLASS = FUTURE_OFFERS.executive_training_offer;

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Nome Completo/), 'Marcos Tavares');
  await user.type(screen.getByLabelText(/E-mail/), 'marcos@tupaseguros.com.br');
  await user.type(screen.getByLabelText(/Empresa/), 'Tupã Seguros');
  await user.type(screen.getByLabelText(/Cargo/), 'Head de CVC');
  await user.type(screen.getByLabelText(/Telefone/), '+55 21 96666-5555');
}

async function openAndFill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Quero me inscrever' })[0]!);
  await fillLead(user);
}

const LEAD = {
  name: 'Marcos Tavares',
  email: 'marcos@tupaseguros.com.br',
  company: 'Tupã Seguros',
  position: 'Head de CVC',
  phone: '+55 21 96666-5555',
  source: 'Curso - Campanha',
  status: 'new',
  notice_version: '2026-11-25',
  marketing_opt_in: false,
};

describe('ExecutiveTrainingPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  describe('a class open for sign-up', () => {
    beforeEach(() => clockAt(LAST_SIGN_UP_MINUTE));

    it('presents SPEC §9 facts with the dates, price and instalments of the class in the settings', () => {
      renderSite(withSiteSettings(<ExecutiveTrainingPage submit={vi.fn()} />));
      for (const fact of [
        'Turma de março de 2027 · vagas limitadas',
        '25 horas',
        '2 semanas',
        'Formato híbrido',
        'Início em 1 de março de 2027',
        'Encerramento presencial em São Paulo em 16 de março de 2027',
        'Inscrições abertas até 26 de fevereiro de 2027',
        'Garanta sua vaga na turma de março de 2027',
        'R$ 6.490 à vista',
        'ou em até 10x no cartão',
        'Formação Executiva em CVC · inscrições até 26 de fevereiro de 2027',
      ]) {
        expect(screen.getByText(fact)).toBeInTheDocument();
      }
      expect(screen.queryByText(/2025/)).toBeNull();
      expect(screen.getByText(/salários acima de R\$ 30\.000\/mês/)).toBeInTheDocument();
      expect(screen.getByText(/Helena Duarte Vasconcelos/)).toBeInTheDocument();
    });

    it('speaks Spanish to a Spanish reader, month names included', async () => {
      renderSite(withSiteSettings(<ExecutiveTrainingPage submit={vi.fn()} />), { language: 'es' });
      for (const fact of [
        'Grupo de marzo de 2027 · cupos limitados',
        'Inicio el 1 de marzo de 2027',
        'Cierre presencial en São Paulo el 16 de marzo de 2027',
        'Inscripciones abiertas hasta el 26 de febrero de 2027',
        'R$ 6,490 al contado',
      ]) {
        expect(await screen.findByText(fact)).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { name: 'Por qué hacer la formación' })).toBeInTheDocument();
      expect(screen.queryByText(/Turma de|março|Por que fazer/)).toBeNull();
    });

    it('loads the video player only on demand', async () => {
      const user = userEvent.setup();
      const { container } = renderSite(withSiteSettings(<ExecutiveTrainingPage submit={vi.fn()} />));
      expect(container.ownerDocument.querySelector('iframe')).toBeNull();
      await user.click(screen.getByRole('button', { name: /Assistir ao vídeo/ }));
      expect(container.ownerDocument.querySelector('iframe')).toHaveAttribute('title', 'Conheça a formação');
    });

    it("goes from the offer card to the form to the 'received' view with the class's pay-now link", async () => {
      const user = userEvent.setup();
      const pending = deferred();
      const submit = vi.fn(() => pending.promise);
      renderSite(withSiteSettings(<ExecutiveTrainingPage submit={submit} />));
      expect(screen.queryByLabelText(/Nome Completo/)).not.toBeInTheDocument();
      await openAndFill(user);
      await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
      expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
      expect(submit).toHaveBeenCalledWith(LEAD);
      pending.resolve();
      expect(await screen.findByText('Inscrição recebida!')).toBeInTheDocument();
      const pay = screen.getByRole('link', { name: /Pagar agora/ });
      expect(pay).toHaveAttribute('href', CLASS.checkout_url);
      expect(pay).toHaveAttribute('target', '_blank');
    });

    it('alerts the campaign failure text and lets the visitor retry with the data kept', async () => {
      const user = userEvent.setup();
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderSite(
        withSiteSettings(<ExecutiveTrainingPage submit={() => Promise.reject(new Error('denied'))} />),
      );
      await openAndFill(user);
      await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
      expect(alert).toHaveBeenCalledWith('Erro ao enviar formulário. Tente novamente.');
      expect(screen.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
      expect(screen.getByLabelText(/Empresa/)).toHaveValue('Tupã Seguros');
      alert.mockRestore();
      error.mockRestore();
    });
  });

  describe('after the last sign-up day in São Paulo', () => {
    beforeEach(() => clockAt(FIRST_CLOSED_MINUTE));

    it.each([
      ['pt', 'Inscrições encerradas para esta turma', 'Quero ser avisado da próxima turma'],
      ['en', 'Sign-ups are closed for this class', 'Notify me about the next class'],
      ['es', 'Inscripciones cerradas para esta edición', 'Quiero que me avisen de la próxima edición'],
    ])('in %s says so, with no checkout, no price and no last places', async (language, closed, notify) => {
      renderSite(withSiteSettings(<ExecutiveTrainingPage submit={vi.fn()} />), { language });
      const panel = await screen.findByRole('heading', { name: closed, level: 2 });
      expect(within(panel.parentElement!.parentElement!).getByRole('button', { name: notify })).toBeVisible();
      expect(
        screen.getByRole('region', { name: /Formação Executiva|Executive Training|Formación Ejecutiva/ }),
      ).toHaveTextContent(closed);
      expect(screen.queryByText(/R\$ 6\.490/)).toBeNull();
      expect(screen.queryByText(/últimas vagas|last places|Pagar agora|Pay now|Pagar ahora/i)).toBeNull();
      expect(
        screen.queryByRole('button', { name: /Quero me inscrever|Sign me up|Quiero inscribirme/ }),
      ).toBeNull();
      expect(document.querySelector(`a[href="${CLASS.checkout_url}"]`)).toBeNull();
    });

    it("still takes interest in the next class as a 'Curso - Campanha' lead, with no pay link after", async () => {
      const user = userEvent.setup();
      const submit = vi.fn(() => Promise.resolve());
      renderSite(withSiteSettings(<ExecutiveTrainingPage submit={submit} />));
      await user.click(screen.getAllByRole('button', { name: 'Quero ser avisado da próxima turma' })[0]!);
      await fillLead(user);
      await user.click(screen.getByRole('button', { name: 'Avise-me da próxima turma' }));
      expect(submit).toHaveBeenCalledWith(LEAD);
      expect(await screen.findByText('Pronto! Vamos avisar você.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Pagar agora/ })).toBeNull();
    });
  });
});
