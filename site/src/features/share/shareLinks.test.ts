import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareUrl, shareWindowFeatures } from './shareLinks';

const PAGE = 'https://cvc.org.br/artigo/cvc-em-alta?x=1&y=2';
const TITLE = 'CVC em alta & novos fundos';

describe('shareUrl', () => {
  it('covers four networks', () => {
    expect(SHARE_NETWORKS).toHaveLength(4);
  });

  it('builds each network link with the page URL encoded', () => {
    const encoded = encodeURIComponent(PAGE);
    expect(shareUrl('linkedin', PAGE, TITLE)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    expect(shareUrl('facebook', PAGE, TITLE)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(shareUrl('x', PAGE, TITLE)).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=CVC%20em%20alta%20%26%20novos%20fundos`,
    );
    expect(shareUrl('whatsapp', PAGE, TITLE)).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`${TITLE} ${PAGE}`)}`,
    );
  });
});

describe('shareWindowFeatures', () => {
  it('opens a 600×400 window centred on the current one', () => {
    expect(shareWindowFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      'width=600,height=400,left=500,top=300,noopener,noreferrer',
    );
  });

  it('never places the window off screen', () => {
    expect(shareWindowFeatures({ left: 0, top: 0, width: 390, height: 300 })).toContain('left=0,top=0');
  });
});
