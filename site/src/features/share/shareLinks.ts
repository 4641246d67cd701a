import { SHARE_WINDOW } from '@cvc/domain';

export const SHARE_NETWORKS = ['linkedin', 'facebook', 'x', 'whatsapp'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
};

/** The networks' public share endpoints; each fetches the page itself for the preview (the page's server render writes its share tags). */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${text}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${pageUrl}`)}`;
  }
}

/** window.open features of the share window: 600×400 (SPEC §9), centred on the current window. */
export function shareWindowFeatures(
  screen: { left: number; top: number; width: number; height: number } = {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  },
): string {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
