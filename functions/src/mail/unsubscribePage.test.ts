import { describe, expect, it } from 'vitest';
import { unsubscribePage } from './unsubscribePage';

const ATTACK = '<img src=x onerror=alert(1)>@x.org';

describe('unsubscribePage', () => {
  it('asks for a POST to its own address (no action) with the one-click field and the button marker', () => {
    const page = unsubscribePage('confirm', 'pt', 'maria@empresa.com.br');
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('<form method="post">');
    expect(page).not.toContain('action=');
    expect(page).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page).toContain('name="via" value="page"');
    expect(page).toContain('maria@empresa.com.br');
    expect(page).toContain('Não quero mais receber e-mails');
  });

  it.each([
    ['pt', 'Pronto: não enviaremos mais e-mails da Associação CVC para a@b.org.'],
    ['en', 'Done: the CVC Association will send no more emails to a@b.org.'],
    ['es', 'Listo: la Asociación CVC no enviará más correos a a@b.org.'],
  ] as const)('confirms in %s, with no form', (language, text) => {
    const page = unsubscribePage('done', language, 'a@b.org');
    expect(page).toContain(text);
    expect(page).not.toContain('<form');
  });

  it('explains a forged or incomplete link without a button', () => {
    expect(unsubscribePage('invalid', 'en')).toContain('This unsubscribe link is not valid');
    expect(unsubscribePage('incomplete', 'es')).toContain('Este enlace para cancelar está incompleto');
    expect(unsubscribePage('invalid', 'pt')).not.toContain('<form');
  });

  it('prints the address from the link as text, never as markup', () => {
    const page = unsubscribePage('confirm', 'en', ATTACK);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;@x.org');
  });
});
