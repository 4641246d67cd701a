import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SiteModalsProvider } from '../app/SiteModals';
import { renderSite } from '../test/render';
import { Programs } from './Programs';

it("the executive training card opens its lead form beside the link to the course's page", () => {
  renderSite(
    <SiteModalsProvider>
      <Programs />
    </SiteModalsProvider>,
  );
  const card = screen.getByRole('heading', { name: 'Formação Executiva em CVC' }).closest('article')!;
  expect(within(card).getByRole('link', { name: /Ver a formação/ })).toHaveAttribute('target', '_blank');
  fireEvent.click(within(card).getByRole('button', { name: 'Quero receber informações' }));
  const dialog = screen.getByRole('dialog', { name: 'Formação Executiva em CVC' });
  expect(within(dialog).getByLabelText(/Cargo/)).toBeInTheDocument();
});
