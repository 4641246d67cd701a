import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderSite } from '../../test/render';
import { SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { Course2030Page } from './Course2030Page';

describe('Course2030Page', () => {
  it('states the 3-hour course with certificate, R$ 297 or 3 instalments, and the availability date', () => {
    renderSite(<Course2030Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2030 Revolução Tech');
    expect(screen.getByText('3 horas de conteúdo')).toBeInTheDocument();
    expect(screen.getByText('Certificado')).toBeInTheDocument();
    expect(screen.getByText('Disponível a partir de 17 de dezembro de 2025')).toBeInTheDocument();
    expect(screen.getAllByText('R$ 297')[0]).toBeInTheDocument();
    expect(screen.getAllByText('à vista ou em até 3x de R$ 99,00')[0]).toBeInTheDocument();
    expect(screen.getByText('Pré-venda com vagas limitadas')).toBeInTheDocument();
  });

  it('lists five modules, each with its framework, and the six deliverables', () => {
    renderSite(<Course2030Page />);
    const modules = screen.getAllByRole('heading', { level: 3 });
    expect(modules).toHaveLength(5);
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

  it('makes every call to action the external checkout in a new tab', () => {
    const { container } = renderSite(<Course2030Page />);
    const ctas = Array.from(container.ownerDocument.querySelectorAll('a')).filter((a) =>
      a.textContent?.includes('Garantir minha vaga'),
    );
    expect(ctas.length).toBeGreaterThanOrEqual(3);
    for (const link of ctas) {
      expect(link).toHaveAttribute('href', SITE_SETTINGS_PLACEHOLDERS.course_2030_checkout_url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('keeps the desktop bar for after scrolling', () => {
    const { container } = renderSite(<Course2030Page />);
    expect(container.ownerDocument.querySelector('[data-visible]')).toHaveAttribute('data-visible', 'false');
  });

  it('speaks English too', async () => {
    renderSite(<Course2030Page />, { language: 'en' });
    expect(await screen.findByText('Available from December 17, 2025')).toBeInTheDocument();
    expect(screen.getAllByText('Get my seat').length).toBeGreaterThan(0);
    await act(() => i18n.changeLanguage('pt'));
  });
});
