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

// What a browser does on Escape in a modal dialog.
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('Modal', () => {
  it('opens the native dialog as a modal, named by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderSite(
      <Modal open title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Título' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('open');
    showModal.mockRestore();
  });

  it('keeps the page behind from scrolling while open', () => {
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('closes on Escape unless closing is disabled, and keeps the dialog to itself', () => {
    const onClose = vi.fn();
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={onClose} closeDisabled>
        {body}
      </Modal>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(onClose).not.toHaveBeenCalled();
    // The component closes it through React's state, never the browser on its own.
    expect(cancel.defaultPrevented).toBe(true);
    rerender(
      <Modal open title="Título" onClose={onClose}>
        {body}
      </Modal>,
    );
    pressEscape(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('follows a dialog the browser closed by itself, or opens it again while closing is disabled', () => {
    const onClose = vi.fn();
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={onClose} closeDisabled>
        {body}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    dialog.close();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    rerender(
      <Modal open title="Título" onClose={onClose}>
        {body}
      </Modal>,
    );
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a press on the backdrop, not on the dialog itself', () => {
    const onClose = vi.fn();
    renderSite(
      <Modal open title="Título" onClose={onClose}>
        {body}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'último' }), { clientX: 150, clientY: 150 });
    fireEvent.mouseDown(dialog, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog, { clientX: 50, clientY: 50 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the element that opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderSite(
      <Modal open title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    screen.getByRole('button', { name: 'último' }).focus();
    rerender(
      <Modal open={false} title="Título" onClose={() => {}}>
        {body}
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
