import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render';
import { MentionedCvcs } from './MentionedCvcs';

const cvcs = [
  { name: 'Vértice Ventures', sector: 'Serviços Financeiros' },
  { name: 'Fantasma Ventures', sector: null },
];

describe('MentionedCvcs', () => {
  it('lists each mentioned CVC with its sector, and an unknown one by name only', () => {
    renderSite(<MentionedCvcs cvcs={cvcs} />);
    const section = screen.getByRole('region', { name: 'CVCs citados nesta notícia' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Vértice VenturesSetor: Serviços Financeiros',
      'Fantasma Ventures',
    ]);
  });

  it('speaks English to an English reader, the directory’s sector marked as Portuguese', () => {
    renderSite(<MentionedCvcs cvcs={cvcs} />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'CVCs mentioned in this story' })).toBeInTheDocument();
    const sector = screen.getByText('Serviços Financeiros');
    expect(sector.parentElement).toHaveTextContent('Sector: Serviços Financeiros');
    expect(sector).toHaveAttribute('lang', 'pt-BR');
  });

  it('renders nothing when the article mentions no CVC', () => {
    const { container } = renderSite(<MentionedCvcs cvcs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
