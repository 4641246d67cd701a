import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES, SPONSOR_LOGOS_MAX } from '@cvc/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderInAdmin';
import { SponsorLogosInput } from './SponsorLogosInput';

const ALERT = 'Preencha o nome e a URL do logo do patrocinador';

describe('sponsor logos', () => {
  it('refuses a logo without a name or without a URL, with the SPEC alert', async () => {
    renderForm('events', <SponsorLogosInput />, { defaultValues: { sponsor_logos: [] } });
    await userEvent.type(screen.getByLabelText('Nome do patrocinador'), 'Aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar logo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT);
    await userEvent.clear(screen.getByLabelText('Nome do patrocinador'));
    await userEvent.type(screen.getByLabelText('URL do logo'), 'https://cdn.example/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar logo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ALERT);
    expect(within(screen.getByRole('list')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('adds complete logos and removes them one by one', async () => {
    const onSubmit = vi.fn();
    renderForm('events', <SponsorLogosInput />, {
      defaultValues: { sponsor_logos: [{ name: 'Pinhal', logo_url: '/logos/pinhal.svg' }] },
      onSubmit,
    });
    await userEvent.type(screen.getByLabelText('Nome do patrocinador'), 'Aurora');
    await userEvent.type(screen.getByLabelText('URL do logo'), 'https://cdn.example/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar logo' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Pinhal'), expect.stringContaining('Aurora')]);
    expect(screen.getByLabelText('Nome do patrocinador')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Remover Pinhal' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /salvar/i }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sponsor_logos: [{ name: 'Aurora', logo_url: 'https://cdn.example/a.png' }] }),
      expect.anything(),
    );
  });

  it('adds no logo beyond SPONSOR_LOGOS_MAX, saying why', async () => {
    const logos = Array.from({ length: SPONSOR_LOGOS_MAX }, (_, i) => ({
      name: `Logo ${i}`,
      logo_url: `/logos/${i}.svg`,
    }));
    renderForm('events', <SponsorLogosInput />, { defaultValues: { sponsor_logos: logos } });
    await userEvent.type(screen.getByLabelText('Nome do patrocinador'), 'Aurora');
    await userEvent.type(screen.getByLabelText('URL do logo'), 'https://cdn.example/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar logo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.tooManyItems(SPONSOR_LOGOS_MAX));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(SPONSOR_LOGOS_MAX);
  });
});
