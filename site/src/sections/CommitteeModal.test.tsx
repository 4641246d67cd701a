import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { COMMITTEES } from './committees';
import { COMMITTEE_DETAILS } from './committeeDetails';
import { renderSite } from '../test/render';
import { CommitteeModal } from './CommitteeModal';

const committee = (id: string) => COMMITTEES.find((c) => c.id === id)!;

it('has the five committees with the topic counts of the spec', () => {
  expect(COMMITTEES.map((c) => [c.id, COMMITTEE_DETAILS[c.id].pt.topics.length])).toEqual([
    ['governance', 3],
    ['investment', 4],
    ['portfolio', 8],
    ['bestPractices', 4],
    ['innovation', 5],
  ]);
  for (const { pt, en, es } of Object.values(COMMITTEE_DETAILS)) {
    expect(en.topics).toHaveLength(pt.topics.length);
    expect(es.topics).toHaveLength(pt.topics.length);
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
