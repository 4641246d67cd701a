import { useTranslation } from 'react-i18next';
import { fetchSupporterLogos } from '../data/supporterLogos';
import { listOf, useAsync } from '../hooks/useAsync';
import { LogoBand } from './LogoBand';

/** Supporter logos; the whole section is hidden when there are none (or the read failed). */
export function Supporters() {
  const { t } = useTranslation();
  const logos = listOf(useAsync(fetchSupporterLogos));
  return (
    <LogoBand id="parceiros" eyebrow={t('supporters.eyebrow')} title={t('supporters.title')} logos={logos} />
  );
}
