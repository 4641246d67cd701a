import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../test/render';
import { Modal } from './Modal';

const body = (
  <>
    <input aria-label="primeiro" />
    <button type="button">último</button>
  </>
);

describe('Modal', () => {
  it('locks page scroll while open and restores it on close', () => {
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape unless closing is disabled', () => {
    const onClose = vi.fn();
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={onClose} closeDisabled>
        {body}
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Modal open title="Título" onClose={onClose}>
        {body}
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps Tab inside the dialog and names it by its title', () => {
    renderSite(
      <Modal open title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    const close = screen.getByRole('button', { name: 'Fechar' });
    const last = screen.getByRole('button', { name: 'último' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
