import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { COPIED_CONFIRMATION_MS } from '@cvc/domain';
import { Button } from '../../components/Button';
import { absoluteUrl } from '../meta/absoluteUrl';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, shareUrl, shareWindowFeatures } from '../share/shareLinks';
import { useArticleMessages } from './messages';

/**
 * Four networks in a 600×400 window, and copy link with 'Copiado!' for 2 s (failure is only logged). `url` may
 * be a site path: what is shared is always absolute.
 */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { m, t } = useArticleMessages();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(url));
      setCopied(true);
    } catch (error) {
      console.error(error);
    }
  };

  return (
    <Bar aria-label={m.share}>
      <strong>{m.share}</strong>
      {SHARE_NETWORKS.map((network) => (
        <Button
          key={network}
          $variant="outline"
          $size="sm"
          aria-label={t('shareOn', { network: SHARE_NETWORK_NAMES[network] })}
          onClick={() =>
            window.open(shareUrl(network, absoluteUrl(url), title), 'share', shareWindowFeatures())
          }
        >
          {SHARE_NETWORK_NAMES[network]}
        </Button>
      ))}
      <Button $variant={copied ? 'primary' : 'ghost'} $size="sm" onClick={() => void copy()}>
        <span aria-live="polite">{copied ? m.copied : m.copy}</span>
      </Button>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 16px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    margin-right: 4px;
    color: ${({ theme }) => theme.colors.navy};
  }
`;
