import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { localizedPath, PUBLIC_ROUTES } from '@cvc/web';
import { hostingUrl } from '../../support/emulators';
import { DRAFT_NEWS, SHARE_NEWS, SHARE_OPINION, removeShareFixtures, writeShareFixtures } from './fixtures';

const ORIGIN = hostingUrl('');

describe('/sitemap.xml through the Hosting rewrite, and /robots.txt', () => {
  beforeAll(writeShareFixtures);
  afterAll(removeShareFixtures);

  it('lists every public route and every published article in every language, never a draft', async () => {
    const response = await fetch(hostingUrl('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const language of LANGUAGES) {
      const at = (path: string) => `<loc>${ORIGIN}${localizedPath(language, path)}</loc>`;
      for (const path of Object.values(PUBLIC_ROUTES)) expect(xml).toContain(at(path));
      expect(xml).toContain(`${at(`/artigo/${SHARE_NEWS.slug}`)}<lastmod>`);
      expect(xml).toContain(`${at(`/opiniao/${SHARE_OPINION.slug}`)}<lastmod>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/artigo/${SHARE_NEWS.slug}"/>`,
    );
    expect(xml).not.toContain(DRAFT_NEWS.slug);
    expect(xml).not.toContain('/venture-lab<');
  });

  it('serves robots.txt as a static file that keeps crawlers out of /admin', async () => {
    const response = await fetch(hostingUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
  });
});
