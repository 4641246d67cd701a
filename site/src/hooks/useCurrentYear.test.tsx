import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useCurrentYear } from './useCurrentYear';

function Year() {
  return <p>{useCurrentYear()}</p>;
}

afterEach(() => vi.useRealTimers());

it('prints the build year when prerendered', () => {
  expect(renderToString(<Year />)).toBe(`<p>${__BUILD_YEAR__}</p>`);
});

it('prints the visitor’s year in the browser, even when the build was in an earlier one', () => {
  vi.useFakeTimers({ now: new Date(__BUILD_YEAR__ + 1, 0, 1, 12) });
  render(<Year />);
  expect(screen.getByText(String(__BUILD_YEAR__ + 1))).toBeInTheDocument();
});
