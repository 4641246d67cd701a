import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/Card';
import { OpinionCard } from '../components/OpinionCard';
import { PageLoading } from '../components/PageLoading';
import { Section } from '../components/Section';
import { ANCHORS, ROUTES } from '../content/links';
import { readOpinionHighlights } from '../data/pageReads';
import { useAsyncInLanguage } from '../hooks/useAsync';
import { EmptyState } from '../components/EmptyState';
import { SeeAll } from './SeeAll';

export function OpinionHighlights() {
  const { t } = useTranslation();
  const state = useAsyncInLanguage(readOpinionHighlights);
  return (
    <Section
      id={ANCHORS.opinion}
      tone="soft"
      eyebrow={t('opinion.eyebrow')}
      title={t('opinion.title')}
      action={<SeeAll to={ROUTES.opinions} label={t('opinion.all')} />}
    >
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'ready' && state.data.length > 0 ? (
        <CardGrid $min="240px">
          {state.data.map((item) => (
            <OpinionCard key={item.id} item={item} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState>{t('opinion.empty')}</EmptyState>
      )}
    </Section>
  );
}
