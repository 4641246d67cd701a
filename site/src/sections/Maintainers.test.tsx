import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMaintainerLogos } from '../data/maintainerLogos';
import type { PartnerLogo } from '../data/partnerLogo';
import { createReadStore, readOf } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { renderSite } from '../test/render';
import { Maintainers } from './Maintainers';

const maintainer = (n: number, website_url: string | null = null): PartnerLogo => ({
  id: `maintainer-0${n}`,
  name: `Mantenedora ${n}`,
  logo_url: `/m${n}.svg`,
  website_url,
});

/** The section as a page rendered with its reads starts: the maintainers' read already answered. */
function renderWith(logos: PartnerLogo[], language = 'pt') {
  const store = createReadStore({ maintainers: ['null', logos] });
  store.startAll({ maintainers: readOf(fetchMaintainerLogos, undefined) });
  return renderSite(
    <ReadStoreProvider store={store}>
      <Maintainers />
    </ReadStoreProvider>,
    { language },
  );
}

describe('Maintainers', () => {
  it("shows the 'Mantenedores' band with each logo, linked to its site when it has one", () => {
    renderWith([maintainer(1, 'https://m1.example.com'), maintainer(2)]);
    expect(screen.getByText('Mantenedores')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quem mantém a associação' })).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Mantenedora 1',
      'Mantenedora 2',
    ]);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://m1.example.com');
    expect(document.getElementById('mantenedores')).not.toBeNull();
  });

  it('speaks English and Spanish', () => {
    const { unmount } = renderWith([maintainer(1)], 'en');
    expect(screen.getByText('Maintainers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who sustains the association' })).toBeInTheDocument();
    unmount();
    renderWith([maintainer(1)], 'es');
    expect(screen.getByText('Mantenedores')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quién mantiene la asociación' })).toBeInTheDocument();
  });

  it('is hidden when there are no maintainers', () => {
    renderWith([]);
    expect(screen.queryByText('Mantenedores')).toBeNull();
    expect(document.getElementById('mantenedores')).toBeNull();
  });
});
