import { describe, expect, it } from 'vitest';
import {
  contentLanguageOf,
  itemInLanguage,
  previousSlugsFieldOf,
  sourceFingerprint,
  translationStateOf,
  translationStatesOf,
  withTranslationBookkeeping,
} from './translations';
import { newsSchema } from './schemas/news';
import { supplierSchema } from './schemas/supplier';

const original = { title: 'Inovação aberta', summary: 'Resumo', content: 'Corpo', status: 'published' };
const english = { title: 'Open innovation', summary: 'Summary', content: 'Body', slug: 'open-innovation' };
const saved = new Date('2026-12-01T12:00:00Z');
const later = new Date('2026-12-02T12:00:00Z');

describe('translation states', () => {
  it('is missing without a translation, current when made from the Portuguese as it is', () => {
    const item = withTranslationBookkeeping(
      'news',
      { ...original, translations: { en: english } },
      null,
      saved,
    );
    expect(translationStatesOf('news', item)).toEqual({ en: 'current', es: 'missing' });
    expect(item.translation_state).toEqual({ en: 'current', es: 'missing' });
    expect((item.translations as { en: { translated_at: Date } }).en.translated_at).toBe(saved);
  });

  it('turns outdated the moment a translated field of the original changes, not on a status change', () => {
    const first = withTranslationBookkeeping(
      'news',
      { ...original, translations: { en: english } },
      null,
      saved,
    );
    const drafted = withTranslationBookkeeping('news', { ...first, status: 'draft' }, first, later);
    expect(drafted.translation_state).toEqual({ en: 'current', es: 'missing' });
    const retitled = withTranslationBookkeeping(
      'news',
      { ...first, title: 'Inovação fechada' },
      first,
      later,
    );
    expect(retitled.translation_state).toEqual({ en: 'outdated', es: 'missing' });
    // The translation's own time stays the time its text was saved.
    expect((retitled.translations as { en: { translated_at: Date } }).en.translated_at).toEqual(saved);
    expect(translationStateOf('news', retitled, 'en')).toBe('outdated');
  });

  it("is current again once a member saves the translation's text", () => {
    const first = withTranslationBookkeeping(
      'news',
      { ...original, translations: { en: english } },
      null,
      saved,
    );
    const retitled = withTranslationBookkeeping(
      'news',
      { ...first, title: 'Inovação fechada' },
      first,
      later,
    );
    const retranslated = withTranslationBookkeeping(
      'news',
      { ...retitled, translations: { en: { ...english, title: 'Closed innovation' } } },
      retitled,
      later,
    );
    expect(retranslated.translation_state).toEqual({ en: 'current', es: 'missing' });
  });

  it('stores no map on an item that never had a translation, and an empty one where the last is removed', () => {
    const plain = withTranslationBookkeeping('news', { ...original, translations: {} }, null, saved);
    expect(plain).not.toHaveProperty('translations');
    expect(plain.translation_state).toEqual({ en: 'missing', es: 'missing' });
    const first = withTranslationBookkeeping(
      'news',
      { ...original, translations: { en: english } },
      null,
      saved,
    );
    const cleared = withTranslationBookkeeping('news', { ...first, translations: {} }, first, later);
    expect(cleared.translations).toEqual({});
    expect(cleared.translation_state).toEqual({ en: 'missing', es: 'missing' });
  });

  it('drops a language whose fields are all blank', () => {
    const item = withTranslationBookkeeping(
      'news',
      { ...original, translations: { en: english, es: { title: ' ', summary: '', content: '' } } },
      null,
      saved,
    );
    expect(Object.keys(item.translations as object)).toEqual(['en']);
  });

  it('fingerprints only the translated fields, each the same whether empty or absent', () => {
    expect(sourceFingerprint('news', original)).toBe(sourceFingerprint('news', { ...original, status: 'x' }));
    expect(sourceFingerprint('news', original)).not.toBe(
      sourceFingerprint('news', { ...original, summary: 'R' }),
    );
    expect(sourceFingerprint('reports', { title: 'T', description: 'D', category: '' })).toBe(
      sourceFingerprint('reports', { title: 'T', description: 'D' }),
    );
    expect(sourceFingerprint('news', original)).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('an item as a page of a language shows it', () => {
  const item = {
    ...original,
    slug: 'inovacao-aberta',
    image_url: 'https://x.org/a.png',
    translations: { en: english },
  };

  it('takes the translation where there is one, the Portuguese elsewhere', () => {
    expect(itemInLanguage('news', item, 'en')).toEqual({
      item: {
        ...item,
        title: 'Open innovation',
        summary: 'Summary',
        content: 'Body',
        slug: 'open-innovation',
      },
      language: 'en',
    });
    expect(itemInLanguage('news', item, 'es')).toEqual({ item, language: 'pt' });
    expect(itemInLanguage('news', item, 'pt')).toEqual({ item, language: 'pt' });
    expect(contentLanguageOf(item, 'en')).toBe('en');
    expect(contentLanguageOf({ ...item, translations: 'nonsense' }, 'en')).toBe('pt');
  });

  it('names the field of the old slugs per language', () => {
    expect(previousSlugsFieldOf('pt')).toBe('previous_slugs');
    expect(previousSlugsFieldOf('en')).toBe('previous_slugs_en');
  });
});

describe('the forms bound a translation as the original', () => {
  const form = { title: 'Inovação', summary: 'Resumo', content: 'Corpo' };

  it('requires what the original requires once a language is started, and ignores an untouched one', () => {
    expect(newsSchema.safeParse({ ...form, translations: { en: { title: 'Open' } } }).success).toBe(false);
    expect(newsSchema.safeParse({ ...form, translations: { en: { title: '', summary: ' ' } } }).success).toBe(
      true,
    );
    const parsed = newsSchema.parse({ ...form, translations: { en: { ...english, title: ' Open ' } } });
    expect(parsed.translations?.en?.title).toBe('Open');
    expect(parsed.translations?.es).toBeUndefined();
  });

  it('refuses a translated title without letters, as the original', () => {
    const result = newsSchema.safeParse({ ...form, translations: { en: { ...english, title: '!!!' } } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['translations', 'en', 'title']);
  });

  it('bounds a translated list as the original', () => {
    const services = Array.from({ length: 21 }, (_, index) => `S${index}`);
    const supplier = { name: 'F', description: 'D', category: 'Consultorias de CVC' };
    const result = supplierSchema.safeParse({
      ...supplier,
      translations: { en: { description: 'D', services } },
    });
    expect(result.error?.issues[0]?.path).toEqual(['translations', 'en', 'services']);
  });
});
