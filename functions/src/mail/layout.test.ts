import { describe, expect, it } from 'vitest';
import { ASSOCIATION_NAME, ASSOCIATION_POSTAL_ADDRESS } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { composeMail, mailLanguage, signedBy, subjectLine } from './layout';

const ATTACK = '<img src=x onerror=alert(1)>';

describe('mailLanguage', () => {
  it('keeps en and es, and reads anything else as pt', () => {
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('es')).toBe('es');
    expect(mailLanguage('pt')).toBe('pt');
    for (const other of [undefined, null, 'fr', 'EN', 42, ['en']]) expect(mailLanguage(other)).toBe('pt');
  });
});

describe('escapeHtml and subjectLine', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps a subject on one line', () => {
    expect(subjectLine(' Inscrição\r\nBcc: x@y.z \n')).toBe('Inscrição Bcc: x@y.z');
  });
});

describe('composeMail', () => {
  const message = composeMail({
    language: 'en',
    subject: `Hi ${ATTACK}`,
    greeting: `Hello, ${ATTACK},`,
    blocks: [
      { kind: 'text', text: `line one\n${ATTACK}` },
      { kind: 'details', rows: [['Name', ATTACK]] },
      { kind: 'link', href: 'https://example.org/?a=1&b="2"', label: 'Open' },
    ],
    signOff: ['Best regards,', 'Team'],
    reason: 'Because.',
  });

  it('never lets typed markup into the HTML: it arrives as text', () => {
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).toContain('href="https://example.org/?a=1&amp;b=&quot;2&quot;"');
  });

  it('has a plain-text part with the same content, unescaped', () => {
    expect(message.text).toContain(`Hello, ${ATTACK},`);
    expect(message.text).toContain(`Name: ${ATTACK}`);
    expect(message.text).toContain('Open: https://example.org/?a=1&b="2"');
    expect(message.text).toContain('Best regards,\nTeam');
  });

  it("signs both parts with the association's name and postal address, and marks the language", () => {
    for (const part of [message.text, message.html]) {
      expect(part).toContain(ASSOCIATION_NAME);
      expect(part).toContain(ASSOCIATION_POSTAL_ADDRESS);
      expect(part).toContain('Because.');
    }
    expect(message.html).toContain('<html lang="en">');
    expect(composeMail({ ...baseContent(), language: 'pt' }).html).toContain('<html lang="pt-BR">');
  });
});

describe('the unsubscribe footer link', () => {
  it('is printed after the address in both parts when given, escaped in the HTML', () => {
    const href = 'https://cvc.example/api/unsubscribe?e=a%40b.org&s=1&l=en';
    const message = composeMail({ ...baseContent(), unsubscribe: { href, label: 'Stop <emails>' } });
    expect(message.text.endsWith(`${ASSOCIATION_POSTAL_ADDRESS}\nStop <emails>: ${href}`)).toBe(true);
    expect(message.html).toContain(
      '<a href="https://cvc.example/api/unsubscribe?e=a%40b.org&amp;s=1&amp;l=en" style="color:#6b7280">Stop &lt;emails&gt;</a>',
    );
  });

  it('is absent when not given (staff mail)', () => {
    expect(composeMail(baseContent()).html).not.toContain('<a ');
  });
});

function baseContent() {
  return { language: 'pt' as const, subject: 's', greeting: 'g', blocks: [], signOff: [], reason: 'r' };
}

describe('signedBy', () => {
  const edited = {
    name: 'Associação CVC & Cia',
    postal_address: 'Av. Paulista, 1000 <sala 5>, São Paulo - SP',
  };
  // A visitor who quotes the association's name in their message keeps their words.
  const quoting = composeMail({
    language: 'pt',
    subject: 'Assunto',
    greeting: 'Olá,',
    blocks: [{ kind: 'text', text: ASSOCIATION_NAME }],
    signOff: ['Equipe'],
    reason: 'Porque sim.',
    unsubscribe: { href: 'https://cvc.example/u?a=1&b=2', label: 'Sair' },
  });
  const signed = signedBy(quoting, edited);

  it("prints the edited name and address in both footers, escaped in the HTML, instead of today's", () => {
    expect(
      signed.text.endsWith(
        `Porque sim.\n${edited.name}\n${edited.postal_address}\nSair: https://cvc.example/u?a=1&b=2`,
      ),
    ).toBe(true);
    expect(signed.html).toContain(
      `Porque sim.<br>${escapeHtml(edited.name)}<br>${escapeHtml(edited.postal_address)}<br><a `,
    );
    expect(signed.text).not.toContain(ASSOCIATION_POSTAL_ADDRESS);
    expect(signed.html).not.toContain(escapeHtml(ASSOCIATION_POSTAL_ADDRESS));
  });

  it("leaves the body alone, and changes nothing when the values are today's or the footer is not ours", () => {
    expect(signed.text.startsWith(`Olá,\n\n${ASSOCIATION_NAME}\n`)).toBe(true);
    expect(signed.html).toContain(`<p style="margin:0 0 16px">${escapeHtml(ASSOCIATION_NAME)}</p>`);
    expect(signed.subject).toBe('Assunto');
    expect(signedBy(quoting, { name: ASSOCIATION_NAME, postal_address: ASSOCIATION_POSTAL_ADDRESS })).toEqual(
      quoting,
    );
    const foreign = { subject: 'S', text: 'no footer', html: '<p>no footer</p>' };
    expect(signedBy(foreign, edited)).toEqual(foreign);
  });
});
