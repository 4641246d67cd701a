import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render';
import { ContentInLanguage } from './ContentInLanguage';

const article = { title: 'Corporações investem em startups' };

function Teaser() {
  return (
    <ContentInLanguage item={article} note>
      <h2>{article.title}</h2>
    </ContentInLanguage>
  );
}

describe('ContentInLanguage', () => {
  it('marks nothing and adds no note on a Portuguese page', async () => {
    const { container } = renderSite(<Teaser />, { language: 'pt' });
    await screen.findByRole('heading', { name: article.title });
    expect(container.querySelector('[lang]')).toBeNull();
    expect(container.textContent).toBe(article.title);
  });

  it.each([
    ['en', 'Only in Portuguese'],
    ['es', 'Solo en portugués'],
  ])(
    'on a page in %s, marks the text as pt-BR with the note outside it, in the page language',
    async (language, note) => {
      const { container } = renderSite(<Teaser />, { language });
      const noteElement = await screen.findByText(note);
      const heading = screen.getByRole('heading', { name: article.title });
      const marked = container.querySelectorAll('[lang]');
      expect(marked).toHaveLength(1);
      expect(marked[0]).toHaveAttribute('lang', 'pt-BR');
      expect(marked[0]).toContainElement(heading);
      expect(marked[0]).not.toContainElement(noteElement);
      // The note comes first, so a screen reader hears it before the Portuguese text.
      expect(container.textContent).toBe(`${note}${article.title}`);
    },
  );
});
