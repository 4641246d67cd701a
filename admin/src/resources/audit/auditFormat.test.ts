import { describe, expect, it } from 'vitest';
import { changeLines, entryTitle, itemText, valueText, wordParts } from './auditFormat';

const LONG_BEFORE =
  'O encontro reúne corporações e startups para discutir investimentos em tecnologia. ' +
  'A programação inclui painéis, rodadas de negócios e uma sessão de networking ao fim do dia, ' +
  'com a presença de gestores dos principais CVCs do país.';

describe('changeLines', () => {
  it('names each field by its form’s label, values as the form shows them', () => {
    expect(
      changeLines({
        collection: 'news',
        action: 'update',
        fields: ['status', 'title'],
        before: { status: 'draft', title: 'Antes' },
        after: { status: 'published', title: 'Depois' },
      }),
    ).toEqual([
      { path: 'status', label: 'Status', kind: 'value', before: 'Rascunho', after: 'Publicado' },
      { path: 'title', label: 'Título', kind: 'value', before: 'Antes', after: 'Depois' },
    ]);
  });

  it('shows a created item’s values alone, lists as lists', () => {
    expect(
      changeLines({
        collection: 'news',
        action: 'create',
        fields: ['cvcs_mentioned', 'title'],
        before: null,
        after: { cvcs_mentioned: ['CVC Um'], title: 'Nova' },
      }),
    ).toEqual([
      {
        path: 'cvcs_mentioned',
        label: 'CVCs mencionados (um por linha)',
        kind: 'list',
        items: [{ text: 'CVC Um' }],
      },
      { path: 'title', label: 'Título', kind: 'value', after: 'Nova' },
    ]);
  });

  it('shows a list as its items, the removed and the added marked', () => {
    const [line] = changeLines({
      collection: 'news',
      action: 'update',
      fields: ['cvcs_mentioned'],
      before: { cvcs_mentioned: ['Alfa', 'Beta'] },
      after: { cvcs_mentioned: ['Alfa', 'Gama'] },
    });
    expect(line).toMatchObject({
      kind: 'list',
      items: [{ text: 'Alfa' }, { text: 'Beta', change: 'removed' }, { text: 'Gama', change: 'added' }],
    });
  });

  it('shows sponsor logos as a list of names and addresses, never as JSON', () => {
    const a = { name: 'Logo A', logo_url: 'https://a.example/logo.png' };
    const b = { name: 'Logo B', logo_url: 'https://b.example/logo.png' };
    const [line] = changeLines({
      collection: 'events',
      action: 'update',
      fields: ['sponsor_logos'],
      before: { sponsor_logos: [a] },
      after: { sponsor_logos: [a, b] },
    });
    expect(line).toEqual({
      path: 'sponsor_logos',
      label: 'Logos dos patrocinadores',
      kind: 'list',
      items: [
        { text: 'Logo A — https://a.example/logo.png' },
        { text: 'Logo B — https://b.example/logo.png', change: 'added' },
      ],
    });
    expect(JSON.stringify(line)).not.toContain('{"name"');
  });

  it('marks the words added and removed inside a long text', () => {
    const after = LONG_BEFORE.replace('investimentos em tecnologia', 'investimentos em inovação');
    const [line] = changeLines({
      collection: 'events',
      action: 'update',
      fields: ['full_description'],
      before: { full_description: LONG_BEFORE },
      after: { full_description: after },
    });
    expect(line).toMatchObject({ label: 'Descrição completa', kind: 'words' });
    const parts = line!.kind === 'words' ? line!.parts : [];
    expect(parts.filter((p) => p.change)).toEqual([
      { text: 'tecnologia', change: 'removed' },
      { text: 'inovação', change: 'added' },
    ]);
  });

  it('opens a settings block into its changed fields, each under its own label', () => {
    expect(
      changeLines({
        collection: 'site_settings',
        action: 'update',
        fields: ['privacy'],
        before: { privacy: { dpo_name: 'Ana', dpo_email: 'a@x.org' } },
        after: { privacy: { dpo_name: 'Ana', dpo_email: 'b@x.org' } },
      }),
    ).toEqual([
      {
        path: 'privacy.dpo_email',
        label: 'Encarregado (DPO): e-mail',
        kind: 'value',
        before: 'a@x.org',
        after: 'b@x.org',
      },
    ]);
  });

  it("shows a staff member's keys as the list of areas, and the role as the admin box", () => {
    const lines = changeLines({
      collection: 'admin_users',
      action: 'update',
      fields: ['permissions', 'role'],
      before: { permissions: { news: true } },
      after: { permissions: { news: true, events: true }, role: 'admin' },
    });
    expect(lines).toEqual([
      {
        path: 'permissions',
        label: 'Permissões',
        kind: 'list',
        items: [{ text: 'Notícias' }, { text: 'Eventos', change: 'added' }],
      },
      {
        path: 'role',
        label: 'Administrador (todas as áreas e a gestão da equipe)',
        kind: 'value',
        before: 'Não',
        after: 'Sim',
      },
    ]);
  });
});

describe('wordParts', () => {
  it('keeps a few words of unchanged text around a change and cuts the rest', () => {
    const before = Array.from({ length: 60 }, (_, i) => `p${i}`).join(' ');
    const after = before.replace('p30', 'p30 novo');
    const parts = wordParts(before, after, 3);
    expect(parts.map((p) => p.change ?? 'same')).toEqual(['same', 'added', 'same']);
    expect(parts[0]!.text).toBe('… p28 p29 p30 ');
    expect(parts[1]).toEqual({ text: 'novo', change: 'added' });
    expect(parts[2]!.text).toBe(' p31 p32 p33 …');
  });

  it('shows a text with nothing in common as removed and added', () => {
    expect(wordParts('um', 'dois')).toEqual([
      { text: 'um', change: 'removed' },
      { text: 'dois', change: 'added' },
    ]);
  });
});

describe('valueText and itemText', () => {
  it('write empty values as a dash, dates in pt-BR, booleans and choices in words', () => {
    expect(valueText('news', 'title', null)).toBe('—');
    expect(valueText('news', 'title', '')).toBe('—');
    expect(valueText('news', 'title', 'x'.repeat(200))).toHaveLength(120);
    expect(valueText('suppliers', 'featured', false)).toBe('Não');
    expect(valueText('suppliers', 'status', 'inactive')).toBe('Inativo');
    expect(valueText('events', 'enabled', false)).toBe('Desabilitado');
    expect(valueText('reports', 'price', 1490.5)).toBe('1.490,5');
    expect(valueText('news', 'published_at', new Date('2026-11-20T15:00:00Z'))).toMatch(/20\/11\/2026/);
  });

  it('write a link item as its outlet and address', () => {
    expect(itemText({ outlet: 'Valor', url: 'https://valor.example/a' })).toBe(
      'Valor — https://valor.example/a',
    );
    expect(itemText('texto')).toBe('texto');
  });
});

describe('entryTitle', () => {
  it('names a deleted item by the last title its entry kept', () => {
    expect(entryTitle({ collection: 'news', action: 'delete', doc_id: 'n1', doc_title: 'Última' })).toBe(
      'Última',
    );
  });

  it('names an entry kept before titles were, by its saved version', () => {
    expect(
      entryTitle({
        collection: 'news',
        action: 'delete',
        doc_id: 'n1',
        snapshot: { title: 'Do instantâneo' },
      }),
    ).toBe('Do instantâneo');
    expect(entryTitle({ collection: 'cvcs', action: 'update', doc_id: 'c1', after: { name: 'CVC' } })).toBe(
      'CVC',
    );
  });

  it('names a settings document by its area, and what has no title by its id', () => {
    expect(entryTitle({ collection: 'site_settings', doc_id: 'public' })).toBe('Configurações do site');
    expect(entryTitle({ collection: 'leads', doc_id: 'lead-1', after: { status: 'lost' } })).toBe('lead-1');
  });
});
