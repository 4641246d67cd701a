import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it.each([
    ['pt', '/busca', 'Buscar no site'],
    ['en', '/en/busca', 'Search the site'],
    ['es', '/es/busca', 'Buscar en el sitio'],
  ])(
    'sends q to the search page of the page’s language (%s), with a labelled field',
    (language, action, name) => {
      renderSite(<SearchField id="s" />, { language });
      const field = screen.getByRole('searchbox', { name });
      expect(field).toHaveAttribute('name', 'q');
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('action', action);
      expect(form).toHaveAttribute('method', 'get');
      expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'submit');
    },
  );
});
