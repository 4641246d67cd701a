import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render';
import {
  FIRST_CLOSED_MINUTE,
  FUTURE_OFFERS,
  LAST_SIGN_UP_MINUTE,
  clockAt,
  withSiteSettings,
} from '../../test/siteSettings';
import { Course2030Page } from './Course2030Page';

const COURSE = FUTURE_OFFERS.course_2030_offer;
const checkoutLinks = () => Array.from(document.querySelectorAll(`a[href="${COURSE.checkout_url}"]`));

describe('Course2030Page', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  describe('on sale', () => {
    beforeEach(() => clockAt(LAST_SIGN_UP_MINUTE));

    it('states the 3-hour course with certificate and the price, instalments and date of the settings', () => {
      renderSite(withSiteSettings(<Course2030Page />));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2030 Revolução Tech');
      expect(screen.getByText('3 horas de conteúdo')).toBeInTheDocument();
      expect(screen.getByText('Certificado')).toBeInTheDocument();
      expect(screen.getByText('Disponível a partir de 1 de fevereiro de 2027')).toBeInTheDocument();
      expect(screen.getAllByText('R$ 347')[0]).toBeInTheDocument();
      expect(screen.getAllByText('à vista ou em até 4x de R$ 86,75')[0]).toBeInTheDocument();
      // Available since 1 February: no longer a pre-sale, up top nor in the closing call.
      expect(screen.getByText('Vendas abertas · acesso imediato')).toBeInTheDocument();
      expect(screen.getByText('Garanta sua vaga agora e comece o curso na hora.')).toBeInTheDocument();
      expect(screen.queryByText(/pré-venda/i)).toBeNull();
    });

    it.each([
      ['en', 'in cash or up to 4 instalments of R$ 86.75'],
      ['es', 'al contado o hasta en 4 cuotas de R$ 86.75'],
    ] as const)('writes the instalment with a decimal point in %s', async (language, instalments) => {
      renderSite(withSiteSettings(<Course2030Page />), { language });
      expect((await screen.findAllByText(instalments))[0]).toBeInTheDocument();
      expect(screen.getAllByText('R$ 347')[0]).toBeInTheDocument();
    });

    it('calls it a pre-sale before the day it becomes available, up top and in the closing call', () => {
      clockAt('2027-01-31T23:59:00');
      renderSite(withSiteSettings(<Course2030Page />));
      expect(screen.getByText('Pré-venda com vagas limitadas')).toBeInTheDocument();
      expect(screen.getByText('Garanta sua vaga na pré-venda pelo preço de lançamento.')).toBeInTheDocument();
      expect(screen.queryByText('Garanta sua vaga agora e comece o curso na hora.')).toBeNull();
    });

    it('lists five modules, each with its framework, and the six deliverables', () => {
      renderSite(withSiteSettings(<Course2030Page />));
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
      expect(screen.getAllByText(/^Framework:/)).toHaveLength(5);
      for (const item of [
        'Videoaulas gravadas',
        'PDFs de apoio de cada módulo',
        'Checklist de competências',
        'Template de Canvas de IA',
        'Acesso imediato após a compra',
        'Acesso à comunidade de alunos',
      ]) {
        expect(screen.getByText(item)).toBeInTheDocument();
      }
    });

    it("makes every call to action the settings' checkout in a new tab", () => {
      renderSite(withSiteSettings(<Course2030Page />));
      const ctas = screen.getAllByRole('link', { name: /Garantir minha vaga/ });
      expect(ctas.length).toBeGreaterThanOrEqual(3);
      for (const link of ctas) {
        expect(link).toHaveAttribute('href', COURSE.checkout_url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    });

    it('keeps the desktop bar for after scrolling', () => {
      const { container } = renderSite(withSiteSettings(<Course2030Page />));
      expect(container.ownerDocument.querySelector('[data-visible]')).toHaveAttribute(
        'data-visible',
        'false',
      );
    });

    it('speaks English too', async () => {
      renderSite(withSiteSettings(<Course2030Page />), { language: 'en' });
      expect(await screen.findByText('Available from February 1, 2027')).toBeInTheDocument();
      expect(screen.getAllByText('Get my seat').length).toBeGreaterThan(0);
    });

    it('speaks Spanish to a Spanish reader, dates included, where the page once fell back to Portuguese', async () => {
      renderSite(withSiteSettings(<Course2030Page />), { language: 'es' });
      expect(await screen.findByText('Disponible a partir del 1 de febrero de 2027')).toBeInTheDocument();
      expect(screen.getAllByText('Asegurar mi cupo').length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: 'Cinco módulos, cinco frameworks' })).toBeInTheDocument();
      expect(screen.queryByText('Garantir minha vaga')).toBeNull();
      expect(screen.queryByText(/fevereiro/)).toBeNull();
    });
  });

  describe('after the last day of sales in São Paulo', () => {
    beforeEach(() => clockAt(FIRST_CLOSED_MINUTE));

    it.each([
      ['pt', 'Inscrições encerradas para esta turma', 'Quero ser avisado da próxima turma'],
      ['en', 'Sign-ups are closed for this class', 'Notify me about the next class'],
      ['es', 'Inscripciones cerradas para esta edición', 'Quiero que me avisen de la próxima edición'],
    ])('in %s says so and sells nothing: no checkout, no price', async (language, closed, notify) => {
      renderSite(withSiteSettings(<Course2030Page />), { language });
      expect(await screen.findByRole('heading', { name: closed, level: 2 })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: notify }).length).toBeGreaterThanOrEqual(3);
      expect(checkoutLinks()).toEqual([]);
      expect(screen.queryByText(/R\$ 347|Pré-venda|Pre-sale|Preventa/)).toBeNull();
    });

    it("takes interest in the next class from any call to action, as a 'Curso - Campanha' lead", async () => {
      const user = userEvent.setup();
      const submit = vi.fn(() => Promise.resolve());
      renderSite(withSiteSettings(<Course2030Page submit={submit} />));
      const ctas = screen.getAllByRole('button', { name: 'Quero ser avisado da próxima turma' });
      await user.click(ctas.at(-1)!);
      await user.type(await screen.findByLabelText(/Nome Completo/), 'Lia Prado');
      await user.type(screen.getByLabelText(/E-mail/), 'lia@orbita.com.br');
      await user.type(screen.getByLabelText(/Empresa/), 'Órbita');
      await user.type(screen.getByLabelText(/Cargo/), 'Diretora de Inovação');
      await user.type(screen.getByLabelText(/Telefone/), '+55 11 95555-4444');
      await user.click(screen.getByRole('button', { name: 'Avise-me da próxima turma' }));
      expect(submit).toHaveBeenCalledWith({
        name: 'Lia Prado',
        email: 'lia@orbita.com.br',
        company: 'Órbita',
        position: 'Diretora de Inovação',
        phone: '+55 11 95555-4444',
        source: 'Curso - Campanha',
        status: 'new',
        notice_version: '2026-11-25',
        marketing_opt_in: false,
      });
      expect(await screen.findByText('Pronto! Vamos avisar você.')).toBeInTheDocument();
    });
  });
});
