import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress } from '../../../scripts/lib/emulators';
import { PROJECT_ID, hostingUrl } from '../../support/emulators';
import { SHARE_NEWS, removeShareFixtures, writeShareFixtures } from '../share/fixtures';

// The CDN keys rendered pages on their full URL: an unknown query parameter gets a redirect to the page's one
// address, before any read, so a junk query string cannot make every request a fresh render.

const manual = (path: string) => fetch(hostingUrl(path), { redirect: 'manual' });

/**
 * Rule evaluations the Firestore emulator has recorded for the site's project. The renderer reads as an
 * anonymous visitor, so each of its reads is evaluated by firestore.rules and shows up here.
 */
async function ruleEvaluations(): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore');
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`);
  const report = JSON.stringify(await response.json());
  return [...report.matchAll(/"count":"?(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('rendered pages answer an unknown query parameter with a redirect to their address', () => {
  beforeAll(writeShareFixtures);
  afterAll(removeShareFixtures);

  it.each([
    ['/?x=1', '/'],
    ['/?utm_source=mail&event=ev-1', '/?event=ev-1'],
    ['/noticias?page=2&x=1', '/noticias?page=2'],
    ['/noticias?page=1', '/noticias'],
    ['/opinioes?fbclid=abc', '/opinioes'],
    [`/artigo/${SHARE_NEWS.slug}?x=1`, `/artigo/${SHARE_NEWS.slug}`],
  ])('%s → %s, kept by the CDN', async (from, to) => {
    const response = await manual(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=86400');
    expect(await response.text()).toBe('');
  });

  it('serves the canonical addresses themselves', async () => {
    for (const path of ['/?event=ev-1', '/noticias?page=2', `/artigo/${SHARE_NEWS.slug}`]) {
      const response = await manual(path);
      expect(response.status, path).toBe(200);
    }
  });

  it('reads nothing for a cache-busting query string, where the page itself reads', async () => {
    await manual('/noticias');
    const before = await ruleEvaluations();
    expect((await manual('/noticias')).status).toBe(200);
    const afterRender = await ruleEvaluations();
    // The legitimate render does read (so this measure can see a read at all)...
    expect(afterRender).toBeGreaterThan(before);
    expect((await manual('/noticias?x=2')).status).toBe(301);
    expect((await manual('/?cache=bust')).status).toBe(301);
    // ...and the busted ones do not.
    expect(await ruleEvaluations()).toBe(afterRender);
  });
});
