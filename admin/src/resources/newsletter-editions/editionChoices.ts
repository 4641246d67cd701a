import { EDITION_ITEMS_MAX } from '@cvc/domain';
import type { EditionItem } from '../../providers/newsletterEditionMethods';

/** One checkbox of an item picker. */
export type EditionChoice = EditionItem & {
  /** Came out after the last edition sent began. */
  isNew: boolean;
  /** Picked once but no longer public: shown so it can be unticked. */
  unavailable: boolean;
  /** The kind already has its maximum and this one is not among them. */
  disabled: boolean;
};

/** When the last edition sent began: what came out after it is news to the subscribers. */
export function lastSentAt(editions: readonly { send?: { started_at?: unknown } | null }[]): Date | null {
  const times = editions
    .map((edition) => edition.send?.started_at)
    .filter((time): time is Date => time instanceof Date);
  return times.length ? new Date(Math.max(...times.map((time) => time.getTime()))) : null;
}

/**
 * The picker's checkboxes: the items offered (newest first), then those the saved edition holds that are no
 * longer offered, read by id (`stored`, undefined while loading) or marked unavailable when unreadable.
 */
export function editionChoices({
  offered,
  storedIds,
  stored,
  selected,
  since,
}: {
  offered: readonly EditionItem[];
  storedIds: readonly string[];
  stored: readonly EditionItem[] | undefined;
  selected: readonly string[];
  since: Date | null;
}): EditionChoice[] {
  const offeredIds = new Set(offered.map((item) => item.id));
  const older = (stored ? storedIds.filter((id) => !offeredIds.has(id)) : []).map((id) => {
    const read = stored?.find((item) => item.id === id);
    return read ? { ...read, unavailable: false } : { id, title: '', date: null, unavailable: true };
  });
  const full = selected.length >= EDITION_ITEMS_MAX;
  return [...offered.map((item) => ({ ...item, unavailable: false })), ...older].map((item) => ({
    ...item,
    isNew: since !== null && item.date instanceof Date && item.date > since,
    disabled: full && !selected.includes(item.id),
  }));
}

/** The ticked ids in the picker's order, so the mail lists them as the picker shows them. */
export function inChoiceOrder(ids: readonly string[] | null | undefined, choices: readonly { id: string }[]) {
  const position = (id: string) => {
    const index = choices.findIndex((choice) => choice.id === id);
    return index === -1 ? choices.length : index;
  };
  return [...(ids ?? [])].sort((a, b) => position(a) - position(b));
}
