import { useTranslation } from 'react-i18next';
import { CardGrid } from '../components/Card';
import { NewsCard } from '../components/NewsCard';
import { PageLoading } from '../components/PageLoading';
import { Section } from '../components/Section';
import { ANCHORS, ROUTES } from '../content/links';
import { readLatestNews } from '../data/pageReads';
import { useAsyncInLanguage } from '../hooks/useAsync';
import { EmptyState } from '../components/EmptyState';
import { SeeAll } from './SeeAll';

export function LatestNews() {
  const { t } = useTranslation();
  const state = useAsyncInLanguage(readLatestNews);
  return (
    <Section
      id={ANCHORS.news}
      eyebrow={t('news.eyebrow')}
      title={t('news.title')}
      action={<SeeAll to={ROUTES.news} label={t('news.all')} />}
    >
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'ready' && state.data.length > 0 ? (
        <CardGrid>
          {state.data.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState>{t('news.empty')}</EmptyState>
      )}
    </Section>
  );
}
