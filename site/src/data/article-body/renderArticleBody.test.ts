import { describe, expect, it } from 'vitest';
import { renderArticleBody } from './renderArticleBody';

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'rel'],
  img: ['src', 'alt', 'loading'],
  ol: ['start'],
};
const ALLOWED_ELEMENTS = ['p', 'br', 'a', 'strong', 'em', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'img'];

/** Every element and attribute of the output, read back by the browser's own parser. */
function parsed(html: string) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...body.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
  }));
}

describe('renderArticleBody', () => {
  it('renders every element a columnist may write', () => {
    const html = renderArticleBody(
      [
        '## Fontes e contexto',
        '',
        'Um texto com **negrito**, *itálico* e [o relatório](https://cvc.org.br/relatorio).',
        '',
        '### Três pontos',
        '',
        '- primeiro',
        '- segundo',
        '',
        '3. terceiro',
        '4. quarto',
        '',
        '> Uma citação.',
        '',
        '![Gráfico dos aportes](https://cvc.org.br/grafico.png)',
        '',
        'Linha um  ',
        'linha dois, [nossa agenda](/noticias) e [e-mail](mailto:contato@cvc.org.br).',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Fontes e contexto</h2>',
        '<p>Um texto com <strong>negrito</strong>, <em>itálico</em> e ' +
          '<a href="https://cvc.org.br/relatorio" rel="noopener noreferrer">o relatório</a>.</p>',
        '<h3>Três pontos</h3>',
        '<ul>\n<li>primeiro</li>\n<li>segundo</li>\n</ul>',
        '<ol start="3">\n<li>terceiro</li>\n<li>quarto</li>\n</ol>',
        '<blockquote>\n<p>Uma citação.</p>\n</blockquote>',
        '<p><img src="https://cvc.org.br/grafico.png" alt="Gráfico dos aportes" loading="lazy"></p>',
        '<p>Linha um<br>\nlinha dois, <a href="/noticias">nossa agenda</a> e ' +
          '<a href="mailto:contato@cvc.org.br">e-mail</a>.</p>',
      ].join('\n'),
    );
  });

  it('keeps the page title the only h1: deeper and shallower headings become h2 and h3', () => {
    expect(renderArticleBody('# Um\n\n#### Quatro\n\n###### Seis')).toBe(
      '<h2>Um</h2>\n<h3>Quatro</h3>\n<h3>Seis</h3>',
    );
  });

  it('links a bare address of an allowed scheme, its closing punctuation left out', () => {
    expect(
      renderArticleBody(
        'Veja https://cvc.org.br/relatorio, http://cvc.org.br/antigo e www.cvc.org.br. Dúvidas: contato@cvc.org.br.',
      ),
    ).toBe(
      '<p>Veja <a href="https://cvc.org.br/relatorio" rel="noopener noreferrer">https://cvc.org.br/relatorio</a>, ' +
        '<a href="http://cvc.org.br/antigo" rel="noopener noreferrer">http://cvc.org.br/antigo</a> e ' +
        '<a href="http://www.cvc.org.br" rel="noopener noreferrer">www.cvc.org.br</a>. ' +
        'Dúvidas: <a href="mailto:contato@cvc.org.br">contato@cvc.org.br</a>.</p>',
    );
  });

  it('leaves a bare address of any other scheme as text', () => {
    expect(
      renderArticleBody('javascript:alert(1) vbscript:msgbox(1) data:text/html,x ftp://cvc.org.br'),
    ).toBe('<p>javascript:alert(1) vbscript:msgbox(1) data:text/html,x ftp://cvc.org.br</p>');
  });

  it('shows what it does not render as text, never as markup', () => {
    expect(renderArticleBody('Uso `código` e ~~riscado~~ e <b>negrito em HTML</b>.')).toBe(
      '<p>Uso código e ~~riscado~~ e negrito em HTML.</p>',
    );
  });
});

// Payloads from the OWASP XSS filter evasion cheat sheet and the Markdown-specific ones of the
// markdown-it and marked advisories, in a body as a columnist could paste them.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name="senha"><button>Entrar</button></form>',
  '<a href="javascript:alert(1)">clique</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body { display: none }</style>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:alert(1)">',
  '<<script>script>alert(1)<</script>/script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '[clique](javascript:alert(1))',
  '[clique](JaVaScRiPt:alert(1))',
  '[clique](javascript&#58;alert(1))',
  '[clique](&#106;avascript:alert(1))',
  '[clique](java\tscript:alert(1))',
  '[clique](  javascript:alert(1))',
  '[clique](vbscript:msgbox(1))',
  '[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[clique](https://cvc.org.br "título" onmouseover="alert(1)")',
  '[clique](https://cvc.org.br" onmouseover="alert(1))',
  '[clique][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![imagem](javascript:alert(1))',
  '![imagem](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x" onerror="alert(1)](https://cvc.org.br/a.png)',
  '[<img src=x onerror=alert(1)>](https://cvc.org.br)',
  '> <script>alert(1)</script>',
  '- <a href="javascript:alert(1)">item</a>',
  // Bare addresses, which become links.
  'https://cvc.org.br/"onmouseover="alert(1)',
  'www.cvc.org.br/<script>alert(1)</script>',
  'javascript:alert(1)//https://cvc.org.br',
  'xmpp:alert@cvc.org.br',
];

describe('renderArticleBody on known XSS payloads', () => {
  for (const payload of PAYLOADS) {
    it(`leaves nothing executable of ${JSON.stringify(payload)}`, () => {
      const html = renderArticleBody(`Antes.\n\n${payload}\n\nDepois.`);
      for (const { tag, attributes } of parsed(html)) {
        expect(ALLOWED_ELEMENTS).toContain(tag);
        for (const [name, value] of Object.entries(attributes)) {
          expect(ALLOWED_ATTRIBUTES[tag] ?? []).toContain(name);
          if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|\/|#|[^:]*$)/i);
          expect(value).not.toMatch(/javascript:|vbscript:|data:/i);
        }
      }
      // What survives as text is escaped: no tag opens, whatever the payload spelled.
      expect(html).not.toMatch(
        /<(script|style|iframe|form|object|embed|svg|math|input|button|body|details)/i,
      );
      expect(html).toContain('<p>Antes.</p>');
      expect(html).toContain('<p>Depois.</p>');
    });
  }
});
