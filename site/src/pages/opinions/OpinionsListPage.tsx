import { CardGrid } from '../../components/Card';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { OpinionCard } from '../../components/OpinionCard';
import { fetchOpinionsPage } from '../../data/opinionsPage';
import { ListPage } from '../../features/lists/ListPage';

export function OpinionsListPage() {
  return (
    <ListPage
      kind="opinions"
      readPage={fetchOpinionsPage}
      renderItems={(items) => (
        <CardGrid>
          {items.map((item) => (
            <HydrateNearViewport key={item.id}>
              <OpinionCard item={item} />
            </HydrateNearViewport>
          ))}
        </CardGrid>
      )}
    />
  );
}
