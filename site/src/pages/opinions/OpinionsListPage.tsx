import { CardGrid } from '../../components/Card';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { OpinionCard } from '../../components/OpinionCard';
import { readOpinionsPage } from '../../data/pageReads';
import { ListPage } from '../../features/lists/ListPage';

export function OpinionsListPage() {
  return (
    <ListPage
      kind="opinions"
      readPage={readOpinionsPage}
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
