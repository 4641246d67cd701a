import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../test/renderInAdmin';
import { ArticleBodyInput } from './ArticleBodyInput';

function renderBody(content = '') {
  const onSubmit = vi.fn();
  renderForm('news', <ArticleBodyInput rows={4} />, { defaultValues: { content }, onSubmit });
  const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Conteúdo' });
  return { body, onSubmit };
}

/** Puts `value` in the body as a member would (a paste where nothing is selected) and selects [start, end). */
async function given(body: HTMLTextAreaElement, value: string, start: number, end = start) {
  await userEvent.clear(body);
  if (value) await userEvent.paste(value);
  body.setSelectionRange(start, end);
}

/** The body's text with its selection marked by [[ ]]. */
const marked = ({ value, selectionStart: start, selectionEnd: end }: HTMLTextAreaElement) =>
  `${value.slice(0, start)}[[${value.slice(start, end)}]]${value.slice(end)}`;

describe('ArticleBodyInput toolbar', () => {
  const cases: [button: string, value: string, start: number, end: number, after: string][] = [
    ['Negrito', 'Olá mundo', 4, 9, 'Olá **[[mundo]]**'],
    ['Itálico', 'Olá mundo ', 4, 10, 'Olá *[[mundo]]* '],
    ['Link', 'Leia o relatório.', 7, 16, 'Leia o [relatório]([[https://]]).'],
    ['Link', '', 0, 0, '[[[texto do link]]](https://)'],
    ['Subtítulo', 'Fontes\nTexto', 3, 3, '## Fon[[]]tes\nTexto'],
    ['Lista', 'um\ndois', 0, 7, '[[- um\n- dois]]'],
    ['Lista numerada', 'um\n- dois', 0, 9, '[[1. um\n2. dois]]'],
    ['Citação', 'Uma frase.', 10, 10, '> Uma frase.[[]]'],
    ['Imagem', 'Gráfico', 0, 7, '![Gráfico]([[https://]])'],
    ['Imagem', '', 0, 0, '![[[descrição da imagem]]](https://)'],
  ];

  it('writes each button’s Markdown at the selection, in a named toolbar of native buttons', async () => {
    const { body } = renderBody();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do conteúdo' });
    for (const [button, value, start, end, after] of cases) {
      await given(body, value, start, end);
      await userEvent.click(within(toolbar).getByRole('button', { name: button }));
      expect({ button, body: marked(body) }).toEqual({ button, body: after });
      expect(body).toHaveFocus();
    }
  });

  it('moves between its buttons with the arrow keys, as one tab stop', async () => {
    renderBody();
    const buttons = within(screen.getByRole('toolbar', { name: 'Formatação do conteúdo' })).getAllByRole(
      'button',
    );
    expect(buttons.map((button) => button.tagName)).toEqual(Array(8).fill('BUTTON'));
    expect(buttons.map((button) => button.getAttribute('tabindex'))).toEqual(['0', ...Array(7).fill('-1')]);
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Imagem' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Itálico' })).toHaveFocus();
  });

  it('answers Ctrl+B, Ctrl+I and Ctrl+K (⌘ on a Mac) in the text', async () => {
    const { body } = renderBody();
    await given(body, 'um dois três', 0, 2);
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(body.value).toBe('**um** dois três');
    body.setSelectionRange(7, 11);
    await userEvent.keyboard('{Meta>}i{/Meta}');
    expect(body.value).toBe('**um** *dois* três');
    body.setSelectionRange(14, 18);
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(body.value).toBe('**um** *dois* [três](https://)');
    expect(marked(body)).toBe('**um** *dois* [três]([[https://]])');
  });

  it('makes a pasted address over selected words their link, and pastes anything else as it is', async () => {
    const { body } = renderBody();
    await given(body, 'Leia o relatório.', 7, 16);
    await userEvent.paste('https://cvc.org.br/r');
    expect(marked(body)).toBe('Leia o [relatório](https://cvc.org.br/r)[[]].');

    for (const [pasted, start, end, after] of [
      ['javascript:alert(1)', 7, 16, 'Leia o javascript:alert(1).'],
      ['veja https://cvc.org.br/r', 7, 16, 'Leia o veja https://cvc.org.br/r.'],
      ['https://cvc.org.br/r', 7, 7, 'Leia o https://cvc.org.br/rrelatório.'],
    ] as const) {
      await given(body, 'Leia o relatório.', start, end);
      await userEvent.paste(pasted);
      expect(body.value).toBe(after);
    }
    // Over the toolbar's `https://`, the address takes its place.
    await given(body, '[relatório](https://)', 12, 20);
    await userEvent.paste('https://cvc.org.br/r');
    expect(body.value).toBe('[relatório](https://cvc.org.br/r)');
  });

  it('updates the form (dirty, saved as shown) and its live preview, rendered as the page renders', async () => {
    const { body, onSubmit } = renderBody('Olá mundo https://cvc.org.br');
    const preview = await screen.findByRole('region', { name: 'Pré-visualização' });
    await waitFor(() => expect(preview.querySelector('a')).toHaveAttribute('href', 'https://cvc.org.br'));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    body.focus();
    body.setSelectionRange(4, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() =>
      expect(preview.lastElementChild!.innerHTML).toBe(
        '<p>Olá <strong>mundo</strong> <a href="https://cvc.org.br" rel="noopener noreferrer">https://cvc.org.br</a></p>',
      ),
    );
    // A link of the preview opens apart, never in place of the unsaved form.
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(within(preview).getByRole('link', { name: 'https://cvc.org.br' }));
    expect(open).toHaveBeenCalledWith('https://cvc.org.br', '_blank', 'noopener,noreferrer');
    open.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ content: 'Olá **mundo** https://cvc.org.br' });
  });
});
