import { newsSchema } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { zodValidator } from '../../components/zodValidator';
import { MISSING_ALT, withArticleBodyChecks } from './articleBodyChecks';

const validate = zodValidator(withArticleBodyChecks(newsSchema));
const news = { title: 'Título', summary: 'Resumo', status: 'draft' };

describe('withArticleBodyChecks', () => {
  it('refuses an image without a description, beside the schema’s own messages', () => {
    expect(validate({ ...news, content: 'Texto ![](https://x.org/a.png)' })).toEqual({
      content: MISSING_ALT,
    });
    expect(validate({ ...news, title: '', content: '![ ](https://x.org/a.png)' })).toEqual({
      title: 'Campo obrigatório',
      content: MISSING_ALT,
    });
  });

  it('lets a described image and a body without images through', () => {
    expect(validate({ ...news, content: '![Gráfico](https://x.org/a.png)' })).toEqual({});
    expect(validate({ ...news, content: 'Só texto.' })).toEqual({});
  });

  it("refuses a translation's body the page would strip, beside its own field, and a missing required field", () => {
    const english = {
      title: 'Title',
      summary: 'Summary',
      content: 'Hi <b>there</b> [x](javascript:alert(1))',
    };
    const errors = validate({ ...news, content: 'Texto <b>ok</b>', translations: { en: english } });
    // The original only warns (as it did); the translation is refused, naming what the page leaves out.
    expect(Object.keys(errors)).toEqual(['translations']);
    const message = (errors.translations as { en: { content: string } }).en.content;
    expect(message).toContain('<b>');
    expect(message).toContain('javascript:alert(1)');
    expect(validate({ ...news, content: 'Texto', translations: { es: { title: 'Título ES' } } })).toEqual({
      translations: { es: { summary: 'Campo obrigatório', content: 'Campo obrigatório' } },
    });
  });
});
