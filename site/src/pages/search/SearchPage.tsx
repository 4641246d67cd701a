import { SITE_SEARCH_PAGE_SIZE, type Language } from '@cvc/domain';
import { SEARCH_PATH } from '@cvc/web';
import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ContentInLanguage } from '../../components/ContentInLanguage';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { PageLoading } from '../../components/PageLoading';
import { Container } from '../../components/Section';
import { fetchSearch, type SearchAnswer } from '../../data/siteSearch';
import { useReadStore } from '../../hooks/ReadStoreContext';
import { formatLongDate } from '../../i18n/longDate';
import { useLanguage, useLocalPath } from '../../i18n/useLanguage';
import { PageBody, PageHero } from '../../features/layout/PageHero';
import { useListMessages } from '../../features/lists/messages';
import { Pagination } from '../../features/paging/Pagination';
import { pagingState, parsePageParam } from '../../features/paging/paging';
import { searchQuery } from './route';

type AnswerState = { status: 'loading' } | { status: 'ready'; answer: SearchAnswer } | { status: 'error' };

/** The answer for the address's query, page and language: the server's when it rendered one, else read here. */
function useAnswer(q: string, page: number, language: Language): AnswerState {
  const reads = useReadStore();
  const arg = { q, page, language };
  const [state, setState] = useState<AnswerState>(() => {
    const known = reads.peek(fetchSearch, arg);
    return known ? { status: 'ready', answer: known.value } : { status: 'loading' };
  });
  useEffect(() => {
    const at = { q, page, language };
    if (reads.release(fetchSearch, at)) return;
    let active = true;
    setState({ status: 'loading' });
    reads.take(fetchSearch, at).then(
      (answer) => active && startTransition(() => setState({ status: 'ready', answer })),
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [q, page, language, reads]);
  return state;
}

/** /busca: the search field, then the results of `?q=` twelve a page, or the hint, or the latest items. */
export function SearchPage() {
  const { m, t } = useListMessages();
  const texts = m.search;
  const language = useLanguage();
  const localPath = useLocalPath();
  const [params, setParams] = useSearchParams();
  const q = searchQuery(params);
  const page = parsePageParam(params.get('page'));
  const state = useAnswer(q, page, language);
  const answer = state.status === 'ready' ? state.answer : null;
  const paging = pagingState(page, answer?.total ?? 0, SITE_SEARCH_PAGE_SIZE);

  const goTo = (next: number) => {
    setParams(new URLSearchParams(next > 1 ? { q, page: String(next) } : { q }));
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      <PageBody>
        <Container>
          <Form role="search" action={localPath(SEARCH_PATH)} method="get">
            <label htmlFor="search-page-q">{texts.label}</label>
            <div>
              <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} />
              <Button type="submit">{texts.submit}</Button>
            </div>
          </Form>
          {state.status === 'loading' ? (
            <PageLoading />
          ) : !answer?.searched ? (
            <EmptyState>{texts.hint}</EmptyState>
          ) : (
            <>
              <Summary role="status">
                {answer.found ? t('lists:search.results', { count: answer.total, query: q }) : texts.none}
              </Summary>
              <Results>
                {answer.items.map((item) => (
                  <li key={item.id}>
                    <Kind>{texts.kinds[item.kind]}</Kind>
                    <ContentInLanguage item={item} note>
                      <h2>
                        <Link to={item.path}>{item.title}</Link>
                      </h2>
                      {item.summary && <p>{item.summary}</p>}
                    </ContentInLanguage>
                    {item.date && (
                      <time dateTime={item.date.toISOString()}>{formatLongDate(item.date, language)}</time>
                    )}
                  </li>
                ))}
              </Results>
              {answer.found && (
                <Pagination
                  paging={paging}
                  onPage={goTo}
                  labels={{
                    ...m.pagination,
                    pageOf: t('pagination.pageOf', { page, count: paging.pageCount }),
                  }}
                />
              )}
            </>
          )}
        </Container>
      </PageBody>
    </>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 640px;
  margin-bottom: 32px;
  label {
    font-weight: 600;
  }
  div {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
`;

const Summary = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Results = styled.ol`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 6px;
    padding-bottom: 24px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.navy};
  }
  p {
    margin: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.toneText.blue};
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
