import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Link } from '../components/Link';
import { afterEach, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => vi.restoreAllMocks());

it('leaves the first page where the visitor scrolled, then scrolls up on every path change but not for an anchor', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToTop />
      <Link to="/noticias">noticias</Link>
      <Link to="/reports">reports</Link>
      <Link to="/#comites">comites</Link>
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('noticias'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  fireEvent.click(screen.getByText('reports'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByText('comites'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});

it('scrolls to the top when the visitor comes back to the first path from another one', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/noticias']}>
      <ScrollToTop />
      <Link to="/">home</Link>
      <Link to="/noticias">noticias</Link>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByText('home'));
  fireEvent.click(screen.getByText('noticias'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});
