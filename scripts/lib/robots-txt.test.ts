import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robotsTxt', () => {
  it('lets crawlers read the site but the console and the render templates, and names the sitemap at the origin', () => {
    expect(robotsTxt('https://www.cvc.org.br')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /_shell/',
        '',
        'Sitemap: https://www.cvc.org.br/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('takes the origin with or without its final slash, and the local emulator', () => {
    expect(robotsTxt('https://cvc-prod.web.app/')).toContain('Sitemap: https://cvc-prod.web.app/sitemap.xml\n');
    expect(robotsTxt('http://127.0.0.1:5000')).toContain('Sitemap: http://127.0.0.1:5000/sitemap.xml\n');
  });

  it('refuses an origin that is not a scheme and host, naming the setting', () => {
    for (const bad of ['www.cvc.org.br', 'https://www.cvc.org.br/site', 'ftp://cvc.org.br', '']) {
      expect(() => robotsTxt(bad), bad).toThrow(
        `The site's origin must be a scheme and host like https://www.example.org (VITE_SITE_ORIGIN), not "${bad}"`,
      );
    }
  });
});
