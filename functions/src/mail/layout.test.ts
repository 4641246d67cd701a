import { describe, expect, it } from 'vitest';
import { ASSOCIATION_NAME, ASSOCIATION_POSTAL_ADDRESS } from '@cvc/domain';
import { escapeHtml } from '@cvc/web';
import { composeMail, mailLanguage, subjectLine } from './layout';

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
