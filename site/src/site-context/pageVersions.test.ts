import { describe, expect, it } from 'vitest';
import { pageAddressIn, showPageVersions } from './pageVersions';

describe('pageAddressIn', () => {
  it('keeps the path and what follows it on a page without versions', () => {
    expect(pageAddressIn('/en/noticias?page=2#x', 'es')).toBe('/es/noticias?page=2#x');
  });

  it('goes to each version’s own address, and to the Portuguese one in a language without a version', () => {
    const leave = showPageVersions({ pt: '/artigo/o-ciclo', en: '/artigo/the-cycle' });
    expect(pageAddressIn('/en/artigo/the-cycle', 'pt')).toBe('/artigo/o-ciclo');
    expect(pageAddressIn('/artigo/o-ciclo', 'en')).toBe('/en/artigo/the-cycle');
    // No Spanish version: the Portuguese slug, which the Spanish page shows marked as Portuguese.
    expect(pageAddressIn('/en/artigo/the-cycle', 'es')).toBe('/es/artigo/o-ciclo');
    leave();
    expect(pageAddressIn('/en/artigo/the-cycle', 'es')).toBe('/es/artigo/the-cycle');
  });

  it('leaves the versions of a page that came after the one leaving', () => {
    const leaveFirst = showPageVersions({ pt: '/artigo/a' });
    const leaveSecond = showPageVersions({ pt: '/artigo/b' });
    leaveFirst();
    expect(pageAddressIn('/artigo/b', 'en')).toBe('/en/artigo/b');
    leaveSecond();
  });
});
