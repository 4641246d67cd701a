import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

afterEach(() => vi.restoreAllMocks());

it('scrolls to the top on every path change but not for a home anchor', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToTop />
      <Link to="/noticias">noticias</Link>
      <Link to="/reports">reports</Link>
      <Link to="/#comites">comites</Link>
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  fireEvent.click(screen.getByText('noticias'));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  fireEvent.click(screen.getByText('reports'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByText('comites'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});
