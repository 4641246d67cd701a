import { PageLoading } from '../../components/PageLoading';
import { Container } from '../../components/Section';
import { readActiveSuppliers } from '../../data/pageReads';
import { PageBody, PageHero } from '../../features/layout/PageHero';
import { listOf, useAsyncInLanguage } from '../../hooks/useAsync';
import { useSupplierMessages } from './messages';
import { SupplierGuide } from './SupplierGuide';

/** /fornecedores: every active supplier, featured first, then by name; filtering happens in the browser. */
export function SuppliersPage() {
  const { m } = useSupplierMessages();
  const state = useAsyncInLanguage(readActiveSuppliers);
  return (
    <>
      <PageHero eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle} />
      <PageBody>
        <Container>
          {state.status === 'loading' ? <PageLoading /> : <SupplierGuide suppliers={listOf(state)} />}
        </Container>
      </PageBody>
    </>
  );
}
