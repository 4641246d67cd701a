import { describe, expect, it } from 'vitest';
import { renderSite } from '../../../test/render';
import { ArticleBody } from './ArticleBody';
import { articleBodyHtml } from '../../../data/article-body/articleBodyHtml';

const inner = (container: HTMLElement) => container.firstElementChild?.innerHTML;

describe('ArticleBody', () => {
  it('shows a body stored before Markdown as before: a paragraph per line, markup and Markdown as typed', async () => {
    const content = 'Primeiro parágrafo.\n<b>Segundo</b> com **asteriscos**\n\n  # Terceiro  \r\n- quarto';
    const html = await articleBodyHtml(undefined, content);
    const { container } = renderSite(<ArticleBody content={content} html={html} />);
    expect(html).toBeNull();
    expect(inner(container)).toBe(
      '<p>Primeiro parágrafo.</p><p>&lt;b&gt;Segundo&lt;/b&gt; com **asteriscos**</p><p># Terceiro</p><p>- quarto</p>',
    );
  });

  it('shows a Markdown body as its sanitised HTML', async () => {
    const content = '## Fontes\n\n[O relatório](https://cvc.org.br/r) <script>alert(1)</script>';
    const html = await articleBodyHtml('markdown', content);
    const { container } = renderSite(<ArticleBody content={content} html={html} />);
    expect(inner(container)).toBe(
      '<h2>Fontes</h2>\n<p><a href="https://cvc.org.br/r" rel="noopener noreferrer">O relatório</a> alert(1)</p>',
    );
  });
});
