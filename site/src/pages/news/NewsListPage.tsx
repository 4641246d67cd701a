import { CardGrid } from '../../components/Card';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { NewsCard } from '../../components/NewsCard';
import { readNewsPage } from '../../data/pageReads';
import { ListPage } from '../../features/lists/ListPage';

export function NewsListPage() {
  return (
    <ListPage
      kind="news"
      readPage={readNewsPage}
      renderItems={(items) => (
        <CardGrid>
          {items.map((item, index) => (
            <HydrateNearViewport key={item.id}>
              <NewsCard item={item} first={index === 0} />
            </HydrateNearViewport>
          ))}
        </CardGrid>
      )}
    />
  );
}
