import { CardGrid } from '../../components/Card';
import { OpinionCard } from '../../components/OpinionCard';
import { fetchOpinionsPage } from '../../data/opinionsPage';
import { ListPage } from '../../features/lists/ListPage';
import { listReads } from '../../features/paging/usePagedList';

export const reads = listReads(fetchOpinionsPage);

export function OpinionsListPage() {
  return (
    <ListPage
      kind="opinions"
      readPage={fetchOpinionsPage}
      renderItems={(items) => (
        <CardGrid>
          {items.map((item) => (
            <OpinionCard key={item.id} item={item} />
          ))}
        </CardGrid>
      )}
    />
  );
}
