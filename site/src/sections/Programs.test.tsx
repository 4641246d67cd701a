import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteModalsProvider } from '../components/SiteModalsProvider';
import { renderSite } from '../test/render';
import { FIRST_CLOSED_MINUTE, LAST_SIGN_UP_MINUTE, clockAt, withSiteSettings } from '../test/siteSettings';
import { Programs } from './Programs';

function renderPrograms(language = 'pt') {
  return renderSite(
    withSiteSettings(
      <SiteModalsProvider>
        <Programs />
      </SiteModalsProvider>,
    ),
    { language },
  );
}

const cardOf = (title: RegExp | string) => screen.getByRole('heading', { name: title }).closest('article')!;

afterEach(() => vi.useRealTimers());

it("the executive training card opens its lead form beside the link to the course's page", async () => {
  renderPrograms();
  const card = cardOf('Formação Executiva em CVC');
  expect(within(card).getByRole('link', { name: /Ver a formação/ })).toHaveAttribute('target', '_blank');
  fireEvent.click(within(card).getByRole('button', { name: 'Quero receber informações' }));
  const dialog = await screen.findByRole('dialog', { name: 'Formação Executiva em CVC' });
  expect(within(dialog).getByLabelText(/Cargo/)).toBeInTheDocument();
});

describe("the courses' badges follow their offers in the settings", () => {
  it.each([
    ['pt', 'Formação Executiva em CVC', 'Inscrições abertas até 26 de fevereiro de 2027'],
    ['en', 'Executive Training in CVC', 'Sign-ups open until February 26, 2027'],
    ['es', 'Formación Ejecutiva en CVC', 'Inscripciones abiertas hasta el 26 de febrero de 2027'],
  ])('in %s, an open class shows its last sign-up day', async (language, title, badge) => {
    clockAt(LAST_SIGN_UP_MINUTE);
    renderPrograms(language);
    await screen.findByRole('heading', { name: title });
    expect(within(cardOf(title)).getByText(badge)).toBeInTheDocument();
    expect(screen.queryByText(/2025|encerrad|closed|cerrad/i)).toBeNull();
  });

  it.each([
    ['pt', 'Formação Executiva em CVC', 'Inscrições encerradas', 'Vendas encerradas'],
    ['en', 'Executive Training in CVC', 'Sign-ups closed', 'Sales closed'],
    ['es', 'Formación Ejecutiva en CVC', 'Inscripciones cerradas', 'Ventas cerradas'],
  ])('in %s, closed courses say so', async (language, title, training, course2030) => {
    clockAt(FIRST_CLOSED_MINUTE);
    renderPrograms(language);
    await screen.findByRole('heading', { name: title });
    expect(within(cardOf(title)).getByText(training)).toBeInTheDocument();
    expect(within(cardOf('2030 Revolução Tech')).getByText(course2030)).toBeInTheDocument();
    expect(screen.queryByText(/últimas|last spots|Últimas plazas/i)).toBeNull();
  });
});
