import { describe, expect, it } from 'vitest';
import { cancelPage } from './cancelPage';

describe('cancel page', () => {
  it('asks to confirm with a POST button and names the event, escaped', () => {
    const html = cancelPage('confirm', 'pt', '<b>Fórum</b>');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(
      '<form method="post"><button type="submit">Cancelar minha inscrição</button></form>',
    );
    expect(html).toContain('&lt;b&gt;Fórum&lt;/b&gt;');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('says a forged link is refused, and that an already cancelled sign-up needs nothing, with no button', () => {
    expect(cancelPage('invalid', 'en')).toContain('This cancel link is not valid');
    const already = cancelPage('already', 'es', 'Fórum');
    expect(already).toContain('ya estaba cancelada');
    expect(already).not.toContain('<form');
  });
});
