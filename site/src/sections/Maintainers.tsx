import { useTranslation } from 'react-i18next';
import { fetchMaintainerLogos } from '../data/maintainerLogos';
import { listOf, useAsync } from '../hooks/useAsync';
import { LogoBand } from './LogoBand';

/** Maintainer logos (the corporations that fund the association); hidden when there are none. */
export function Maintainers() {
  const { t } = useTranslation();
  const logos = listOf(useAsync(fetchMaintainerLogos));
  return (
    <LogoBand
      id="mantenedores"
      eyebrow={t('maintainers.eyebrow')}
      title={t('maintainers.title')}
      logos={logos}
    />
  );
}
