import type { BodyEdit, BodySelection } from './markdownEdits';

export function selectionOf(textarea: HTMLTextAreaElement): BodySelection {
  return { value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd };
}

/**
 * Makes the edit as typing would: `insertText` keeps it in the browser's undo (Ctrl+Z) and fires the input event
 * react-hook-form listens to. Where the command is missing or refused, setRangeText and an input event of our
 * own still update the form's value and dirty state, without the undo.
 */
export function applyBodyEdit(textarea: HTMLTextAreaElement, edit: BodyEdit): void {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const typed =
    typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
  if (!typed) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, 'end');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectFrom, edit.selectTo);
}
