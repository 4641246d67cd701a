import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderSite } from '../../test/render';
import { definePageMessages } from './pageMessages';

const useMessages = definePageMessages('pageMessagesTest', {
  pt: { hello: 'Olá', count: '{{n}} itens' },
  en: { hello: 'Hello', count: '{{n}} items' },
});

function Probe() {
  const { m, t } = useMessages();
  return (
    <p>
      {m.hello} · {t('count', { n: 3 })}
    </p>
  );
}

describe('definePageMessages', () => {
  it('follows the site language, interpolates, and falls back to pt for es', async () => {
    renderSite(<Probe />, { language: 'pt' });
    expect(screen.getByText('Olá · 3 itens')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello · 3 items')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('Olá · 3 itens')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pt'));
  });
});
