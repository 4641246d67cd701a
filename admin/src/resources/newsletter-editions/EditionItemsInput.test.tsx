import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { EditionItem } from '../../providers/newsletterEditionMethods';
import { EditionItemsInput } from './EditionItemsInput';
import { PICKER_MESSAGES } from '../../texts/newsletterEditions';

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
const offered: EditionItem[] = [
  { id: 'n2', title: 'Rodada de investimento', date: day('2026-11-20') },
  { id: 'n1', title: 'Balanço do trimestre', date: day('2026-10-02') },
];

function renderPicker(record: Record<string, unknown>) {
  const saved: unknown[] = [];
  const dataProvider = testDataProvider({
    // The last edition sent began on 1 November.
    getList: async () => ({
      data: [{ id: 'old', status: 'sent', send: { started_at: day('2026-11-01') } }],
      total: 1,
    }),
    editionItemChoices: async () => offered,
    editionItems: async (_kind: string, ids: string[]) =>
      ids.includes('n0') ? [{ id: 'n0', title: 'Notícia antiga', date: day('2025-05-05') }] : [],
  } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="newsletter-editions">
        <SimpleForm
          record={record}
          onSubmit={(values: Record<string, unknown>) => saved.push(values.news_ids)}
        >
          <EditionItemsInput kind="news" />
        </SimpleForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return saved;
}

describe('an edition item picker', () => {
  it('offers labelled checkboxes newest first, marks what is new, and keeps the saved older picks', async () => {
    renderPicker({ id: 'e1', news_ids: ['n0', 'gone'] });
    const group = await screen.findByRole('group', { name: 'Notícias' });
    expect(group).toBeVisible();
    // The saved picks no longer offered come in once read by id.
    expect(await screen.findByRole('checkbox', { name: /^Notícia antiga · 05\/05\/2025$/ })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(
      screen.getByRole('checkbox', { name: /^Rodada de investimento · 20\/11\/2026 novo$/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Balanço do trimestre · 02\/10\/2026$/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: PICKER_MESSAGES.unavailable })).toBeChecked();
  });

  it('saves the ticked items in the order the picker lists them', async () => {
    const saved = renderPicker({ id: 'e1', news_ids: [] });
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Balanço do trimestre/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Rodada de investimento/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await expect.poll(() => saved).toEqual([['n2', 'n1']]);
  });
});
