import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { hiddenParts, imagesWithoutAlt, linesToMarkdown } from './markdownBody';

/** The paragraphs a Markdown body renders to, as text: what a page of it shows. */
const paragraphs = (markdown: string) =>
  fromMarkdown(markdown).children.map((node) => `${node.type}: ${toString(node)}`);

describe('linesToMarkdown', () => {
  it('keeps every line of an old body a paragraph of the same text, markup and Markdown signs included', () => {
    const lines = [
      'Primeiro parágrafo, com *asteriscos* e _sublinhados_.',
      '# Não é um título',
      '- nem um item',
      '1. nem uma lista',
      '> nem uma citação',
      '<b>HTML escrito como texto</b> e [colchetes](https://x.org)',
      '    recuado',
      '---',
      '`crase` e \\ barra',
    ];
    expect(paragraphs(linesToMarkdown(`${lines.join('\n')}\n\n`))).toEqual([
      ...lines.slice(0, 6).map((line) => `paragraph: ${line}`),
      'paragraph: recuado',
      'paragraph: ---',
      'paragraph: `crase` e \\ barra',
    ]);
  });
});

describe('imagesWithoutAlt', () => {
  it('counts the images without a description', () => {
    expect(
      imagesWithoutAlt('![Gráfico](https://x.org/a.png) ![](https://x.org/b.png) ![ ](https://x.org/c.png)'),
    ).toBe(2);
    expect(imagesWithoutAlt('[link](https://x.org) sem imagem')).toBe(0);
  });
});

describe('hiddenParts', () => {
  it('names raw HTML and links to a scheme the page refuses, and nothing else', () => {
    expect(
      hiddenParts(
        [
          'Texto <script>alert(1)</script> [ok](https://x.org) [interno](/noticias) [e-mail](mailto:a@b.org)',
          '',
          '[mau](javascript:alert(1)) ![img](data:image/png;base64,AAAA) [ref][r]',
          '',
          '[r]: vbscript:x',
        ].join('\n'),
      ),
    ).toEqual(['<script>', '</script>', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x']);
  });
});
