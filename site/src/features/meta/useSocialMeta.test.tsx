import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';
import { useSocialMeta, type SocialMeta } from './useSocialMeta';

const META: SocialMeta = {
  title: 'CVC em alta',
  description: 'Resumo do artigo.',
  url: 'https://cvc.org.br/artigo/cvc-em-alta',
  image: 'https://cvc.org.br/images/a.svg',
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('useSocialMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the description, Open Graph and Twitter tags while mounted and restores the page ones after', () => {
    document.head.innerHTML = '<meta name="description" content="Descrição do site." />';
    const { unmount } = renderHook(() => useSocialMeta(META));
    expect(content('meta[name="description"]')).toBe('Resumo do artigo.');
    expect(content('meta[property="og:title"]')).toBe('CVC em alta');
    expect(content('meta[property="og:url"]')).toBe(META.url);
    expect(content('meta[property="og:image"]')).toBe(META.image);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    unmount();
    expect(content('meta[name="description"]')).toBe('Descrição do site.');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('leaves out image tags and uses the small card without an image', () => {
    renderHook(() => useSocialMeta({ ...META, image: null }));
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });
});

describe('useDocumentTitle', () => {
  it("shows 'Article | Site' and gives the site title back", () => {
    const before = document.title;
    const { unmount } = renderHook(() => useDocumentTitle('CVC em alta'));
    expect(document.title.startsWith('CVC em alta')).toBe(true);
    unmount();
    expect(document.title).toBe(before);
  });
});
