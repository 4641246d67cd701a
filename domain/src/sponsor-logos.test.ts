import { describe, expect, it } from 'vitest';
import { storedSponsorLogos } from './sponsor-logos';

describe('storedSponsorLogos', () => {
  it('keeps the entries with a name and a logo address, and nothing of a field that is not a list', () => {
    const logo = { name: 'Acme', logo_url: 'https://acme.example/logo.png' };
    const stored = [
      logo,
      null,
      'Acme',
      { name: 'No logo' },
      { name: 3, logo_url: 'https://x.example/a.png' },
    ];
    expect(storedSponsorLogos(stored)).toEqual([logo]);
    expect(storedSponsorLogos(undefined)).toEqual([]);
    expect(storedSponsorLogos({ 0: logo })).toEqual([]);
  });
});
