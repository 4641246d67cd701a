import { describe, expect, it } from 'vitest';
import { slugFieldsFor } from './takenSlugs';

describe('where a slug may collide', () => {
  it("checks a translation's slug against the Portuguese slugs and its own language's, current and old", () => {
    expect(slugFieldsFor('en')).toEqual([
      { path: 'slug', list: false },
      { path: 'previous_slugs', list: true },
      { path: 'translations.en.slug', list: false },
      { path: 'previous_slugs_en', list: true },
    ]);
  });

  it('checks a Portuguese slug against every language: an untranslated item is shown under /en and /es', () => {
    expect(slugFieldsFor('pt').map((field) => field.path)).toEqual([
      'slug',
      'previous_slugs',
      'translations.en.slug',
      'previous_slugs_en',
      'translations.es.slug',
      'previous_slugs_es',
    ]);
  });
});
