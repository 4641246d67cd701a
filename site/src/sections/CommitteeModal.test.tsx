import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { COMMITTEES } from '../content/committees';
import { renderSite } from '../test/render';
import { CommitteeModal } from './CommitteeModal';

const committee = (id: string) => COMMITTEES.find((c) => c.id === id)!;

it('has the five committees with the topic counts of the spec', () => {
  expect(COMMITTEES.map((c) => [c.id, c.text.pt.topics.length])).toEqual([
    ['governance', 3],
    ['investment', 4],
    ['portfolio', 8],
    ['bestPractices', 4],
    ['innovation', 5],
  ]);
  for (const c of COMMITTEES) {
    expect(c.text.en.topics).toHaveLength(c.text.pt.topics.length);
    expect(c.text.es.topics).toHaveLength(c.text.pt.topics.length);
  }
});

it('shows mission, vision, commitments, numbered topics and the guide and radar links', () => {
  renderSite(<CommitteeModal committee={committee('investment')} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog');
  for (const heading of ['Missão', 'Visão', 'Compromissos', 'Temas']) {
    expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
  }
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(expect.arrayContaining(['Identificação de startups', 'Gestão de portfólio']));
  expect(within(dialog).getByRole('link', { name: /Guia de Boas Práticas/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(within(dialog).getByRole('link', { name: /Radar CVC/ })).toHaveAttribute('target', '_blank');
  expect(screen.queryByTestId('committee-single-box')).toBeNull();
});

it('shows a mission-only committee as a single box', () => {
  renderSite(<CommitteeModal committee={committee('innovation')} onClose={() => {}} />);
  expect(screen.getByTestId('committee-single-box')).toHaveTextContent('Missão');
  expect(screen.queryByRole('heading', { name: 'Visão' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Compromissos' })).toBeNull();
});
