import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { ClearCacheButton } from './ClearCacheButton';

describe('Limpar cache', () => {
  it('asks in the console’s dialog first, and Cancelar keeps the storage', async () => {
    window.localStorage.setItem('kept', 'yes');
    renderInAdmin(<ClearCacheButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar cache' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limpar cache' });
    expect(dialog).toHaveTextContent('Limpar cache e recarregar a página?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(window.localStorage.getItem('kept')).toBe('yes');
  });
});
