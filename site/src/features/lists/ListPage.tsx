import type { ReactNode } from 'react';
import { CardHeadingLevel } from '../../components/Card';
import { PageLoading } from '../../components/PageLoading';
import { Container } from '../../components/Section';
import { EmptyState } from '../../components/EmptyState';
import type { Page, PageOf } from '../../data/pagedQuery';
import { PageBody, PageHero } from '../layout/PageHero';
import { Pagination } from '../paging/Pagination';
import { usePagedList } from '../paging/usePagedList';
import { useListMessages } from './messages';

export interface ListPageProps<T> {
  kind: 'news' | 'opinions' | 'reports';
  readPage: (at: PageOf) => Promise<Page<T>>;
  /** The cards of one page, usually a CardGrid, each hydrated as it nears the viewport (HydrateNearViewport). */
  renderItems: (items: T[]) => ReactNode;
}

/** /noticias, /opinioes and /reports: heading, a page of cards or the empty text, and the pager. */
export function ListPage<T>({ kind, readPage, renderItems }: ListPageProps<T>) {
  const { m, t } = useListMessages();
  const { state, goTo } = usePagedList(readPage);
  const texts = m[kind];
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      <PageBody>
        <Container>
          {state.status === 'loading' ? (
            <PageLoading />
          ) : state.status === 'ready' && state.items.length > 0 ? (
            <CardHeadingLevel.Provider value="h2">{renderItems(state.items)}</CardHeadingLevel.Provider>
          ) : (
            <EmptyState>{texts.empty}</EmptyState>
          )}
          {/* A ?page= past the end still offers the way back. */}
          {state.status === 'ready' && (state.items.length > 0 || state.paging.hasPrevious) && (
            <Pagination
              paging={state.paging}
              onPage={goTo}
              labels={{
                ...m.pagination,
                pageOf: t('pagination.pageOf', { page: state.page, count: state.paging.pageCount }),
              }}
            />
          )}
        </Container>
      </PageBody>
    </>
  );
}
