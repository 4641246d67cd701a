import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import { staffAuthProvider } from '../test/staffAuthProvider';
import { AppMenu } from './AppMenu';

const staff = staffAuthProvider;

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('sidebar', () => {
  it('shows a news editor Notícias, and the Painel for its Agendados', async () => {
    renderInAdmin(<AppMenu />, staff({ perms: { news: true } }));
    expect(await screen.findByRole('menuitem', { name: 'Notícias' })).toBeInTheDocument();
    expect(items()).toEqual(['Notícias', 'Painel']);
    expect(screen.getByRole('button', { name: 'Conteúdo' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'CRM' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a columnists editor the Conteúdo group with Colunistas only', async () => {
    renderInAdmin(<AppMenu />, staff({ perms: { columnists: true } }));
    expect(await screen.findByRole('menuitem', { name: 'Colunistas' })).toBeInTheDocument();
    expect(items()).toEqual(['Colunistas']);
    expect(screen.queryByRole('button', { name: 'CRM' })).toBeNull();
  });

  it('shows every area to an admin, each group open', async () => {
    renderInAdmin(<AppMenu />, staff({ role: 'admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Crawler' })).toBeInTheDocument();
    expect(items()).toEqual(
      expect.arrayContaining([
        'Painel',
        'Leads',
        'Inscrições',
        'Downloads',
        'Participantes CVC',
        'Eventos',
        'Relatórios',
      ]),
    );
    for (const group of ['Conteúdo', 'CRM', 'Parceiros', 'Eventos', 'Ferramentas']) {
      expect(screen.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('shows nothing keyed when the user has no permissions map', async () => {
    renderInAdmin(<AppMenu />, staff({}));
    await screen.findByRole('navigation');
    expect(screen.queryAllByRole('menuitem')).toEqual([]);
  });
});
