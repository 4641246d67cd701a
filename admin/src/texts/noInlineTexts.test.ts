import { describe, expect, it } from 'vitest';
import { inlineTexts } from '../test/inlineTexts';

// The console's words live in this folder (and react-admin's in catalogue.ts): a screen that writes its own is
// found here, with its file and line.
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!./**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the console’s texts', () => {
  it('are found when a screen writes them: a text child, a wordy attribute, a toast', () => {
    const screen = `
      export const A = () => <Button title="Salvar tudo">Excluir selecionados</Button>;
      export const B = () => <TextField label={'Nome do membro'} placeholder="ra.action.search" />;
      export const C = () => <Title title={T.title} aria-label="cvc.menu.crm" />;
      export function d(notify: (m: string) => void) { notify('Permissões atualizadas'); notify(T.saved); }`;
    expect(inlineTexts('screen.tsx', screen).map(({ text }) => text)).toEqual([
      'Salvar tudo',
      'Excluir selecionados',
      'Nome do membro',
      'Permissões atualizadas',
    ]);
  });

  it('live in admin/src/texts, not in the screens', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const written = Object.entries(sources).flatMap(([file, source]) =>
      inlineTexts(file, source).map(({ line, text }) => `${file}:${line} ${text}`),
    );
    expect(written).toEqual([]);
  });
});
