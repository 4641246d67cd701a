import { EDITION_ITEMS_MAX } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { editionChoices, inChoiceOrder, lastSentAt } from './editionChoices';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const item = (id: string, date: Date | string | null = null) => ({ id, title: `Título ${id}`, date });

describe('lastSentAt', () => {
  it('is the latest send start among the editions, and null when none was sent', () => {
    expect(
      lastSentAt([
        { send: { started_at: day('2026-10-01') } },
        { send: { started_at: day('2026-11-03') } },
        { send: null },
        {},
      ]),
    ).toEqual(day('2026-11-03'));
    expect(lastSentAt([])).toBeNull();
    expect(lastSentAt([{ send: null }])).toBeNull();
  });
});

describe('editionChoices', () => {
  const offered = [
    item('n3', day('2026-11-20')),
    item('n2', day('2026-11-01')),
    item('n1', day('2026-10-02')),
  ];

  it('marks as new what came out after the last edition sent, never an event day', () => {
    const choices = editionChoices({
      offered: [...offered, item('e1', '2026-12-01')],
      storedIds: [],
      stored: [],
      selected: [],
      since: day('2026-10-15'),
    });
    expect(choices.map((choice) => [choice.id, choice.isNew])).toEqual([
      ['n3', true],
      ['n2', true],
      ['n1', false],
      ['e1', false],
    ]);
    const none = editionChoices({ offered, storedIds: [], stored: [], selected: [], since: null });
    expect(none.some((choice) => choice.isNew)).toBe(false);
  });

  it('adds the saved picks no longer offered after the offered ones, unreadable ones as unavailable', () => {
    const choices = editionChoices({
      offered,
      storedIds: ['n2', 'old', 'gone'],
      stored: [item('old', day('2025-01-05'))],
      selected: ['n2', 'old', 'gone'],
      since: null,
    });
    expect(choices.map((choice) => [choice.id, choice.unavailable])).toEqual([
      ['n3', false],
      ['n2', false],
      ['n1', false],
      ['old', false],
      ['gone', true],
    ]);
  });

  it('waits for the saved picks to be read before listing them', () => {
    const choices = editionChoices({
      offered,
      storedIds: ['old'],
      stored: undefined,
      selected: ['old'],
      since: null,
    });
    expect(choices.map((choice) => choice.id)).toEqual(['n3', 'n2', 'n1']);
  });

  it('disables the unticked ones once the maximum is ticked', () => {
    const many = Array.from({ length: EDITION_ITEMS_MAX + 2 }, (_, i) => item(`n${i}`));
    const ticked = many.slice(0, EDITION_ITEMS_MAX).map((choice) => choice.id);
    const choices = editionChoices({
      offered: many,
      storedIds: [],
      stored: [],
      selected: ticked,
      since: null,
    });
    expect(choices.filter((choice) => choice.disabled).map((choice) => choice.id)).toEqual([
      `n${EDITION_ITEMS_MAX}`,
      `n${EDITION_ITEMS_MAX + 1}`,
    ]);
    const fewer = editionChoices({ offered: many, storedIds: [], stored: [], selected: ['n0'], since: null });
    expect(fewer.some((choice) => choice.disabled)).toBe(false);
  });
});

describe('inChoiceOrder', () => {
  it('orders the ticked ids as the picker lists them, unknown ones last', () => {
    const choices = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inChoiceOrder(['c', 'x', 'a'], choices)).toEqual(['a', 'c', 'x']);
    expect(inChoiceOrder(null, choices)).toEqual([]);
  });
});
