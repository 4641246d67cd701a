import { useEffect, useState } from 'react';
import { fetchLatestNews, type NewsTeaser } from '../data/latestNews';

/** Placeholder home: proves site → Firestore emulator wiring until the real home lands. */
export function App() {
  const [news, setNews] = useState<NewsTeaser[] | null>(null);
  useEffect(() => {
    fetchLatestNews()
      .then(setNews)
      .catch((error: unknown) => {
        console.error(error);
        setNews([]);
      });
  }, []);
  return (
    <main>
      <h1>Associação Brasileira de Corporate Venture Capital</h1>
      <h2>Últimas notícias</h2>
      {news === null ? (
        <p>Carregando...</p>
      ) : news.length === 0 ? (
        <p>Nenhuma notícia disponível no momento.</p>
      ) : (
        <ul>
          {news.map((item) => (
            <li key={item.id}>{item.title}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
