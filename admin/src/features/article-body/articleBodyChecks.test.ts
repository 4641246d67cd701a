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
});
