import { CardGrid } from '../../components/Card';
import { NewsCard } from '../../components/NewsCard';
import { fetchNewsPage } from '../../data/newsPage';
import { ListPage } from '../../features/lists/ListPage';

export function NewsListPage() {
  return (
    <ListPage
      kind="news"
      readPage={fetchNewsPage}
      renderItems={(items) => (
        <CardGrid>
          {items.map((item, index) => (
            <NewsCard key={item.id} item={item} first={index === 0} />
          ))}
        </CardGrid>
      )}
    />
  );
}
