import { CONFETTI_MS, LEAD_HIGHLIGHT_EXTRA_MS, LEADS_STORAGE_KEYS } from '@cvc/domain';

// New-lead notifications of the leads screen (SPEC §4), free of React so the rules can be tested with fake
// timers and a fake storage. The screen feeds it the ids of every snapshot; it decides what is new, keeps the
// view state (confetti on or off, which rows pulse) and persists what it knows.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type LeadNotificationView = {
  confetti: boolean;
  highlighted: ReadonlySet<string>;
  soundOn: boolean;
};

export type LeadNotifierOptions = {
  storage: KeyValueStorage;
  /** Plays the three tones; called only when sound is on. */
  playSound: () => void;
};

/** Rows keep pulsing while the confetti falls and this much longer. */
export const HIGHLIGHT_MS = CONFETTI_MS + LEAD_HIGHLIGHT_EXTRA_MS;

function readIds(storage: KeyValueStorage, key: string): Set<string> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return Array.isArray(parsed) ? new Set(parsed.filter((id) => typeof id === 'string')) : null;
  } catch {
    return null;
  }
}

function writeIds(storage: KeyValueStorage, key: string, ids: Iterable<string>): void {
  try {
    storage.setItem(key, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked (private mode): notifications still work for this visit.
  }
}

export function createLeadNotifier({ storage, playSound }: LeadNotifierOptions) {
  // Nothing stored means this browser has never seen the list: the first snapshot only initialises. When a set
  // is stored, leads that arrived while the screen was closed are announced on the next visit, once.
  let known = readIds(storage, LEADS_STORAGE_KEYS.knownIds);
  const notified = readIds(storage, LEADS_STORAGE_KEYS.notifiedIds) ?? new Set<string>();
  let view: LeadNotificationView = {
    confetti: false,
    highlighted: new Set(),
    soundOn: storage.getItem(LEADS_STORAGE_KEYS.sound) !== 'off',
  };
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function update(change: Partial<LeadNotificationView>): void {
    view = { ...view, ...change };
    listeners.forEach((listener) => listener());
  }

  function later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  function announce(fresh: readonly string[]): void {
    update({ confetti: true, highlighted: new Set([...view.highlighted, ...fresh]) });
    if (view.soundOn) playSound();
    later(CONFETTI_MS, () => update({ confetti: false }));
    later(HIGHLIGHT_MS, () => {
      const highlighted = new Set(view.highlighted);
      fresh.forEach((id) => highlighted.delete(id));
      update({ highlighted });
    });
  }

  return {
    /** Feed the ids of the current snapshot (newest first, at most LEADS_MAX); returns the ids announced. */
    observe(ids: readonly string[]): string[] {
      const fresh = known ? ids.filter((id) => !known!.has(id) && !notified.has(id)) : [];
      // Only ids still in the window are kept, so storage stays bounded by LEADS_MAX.
      known = new Set(ids);
      const current = new Set(ids);
      fresh.forEach((id) => notified.add(id));
      [...notified].forEach((id) => current.has(id) || notified.delete(id));
      writeIds(storage, LEADS_STORAGE_KEYS.knownIds, known);
      writeIds(storage, LEADS_STORAGE_KEYS.notifiedIds, notified);
      if (fresh.length > 0) announce(fresh);
      return fresh;
    },
    setSoundOn(soundOn: boolean): void {
      try {
        storage.setItem(LEADS_STORAGE_KEYS.sound, soundOn ? 'on' : 'off');
      } catch {
        // see writeIds
      }
      update({ soundOn });
    },
    getView: (): LeadNotificationView => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops pending timers; subscribers unsubscribe themselves (React may re-subscribe after a remount). */
    dispose(): void {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

export type LeadNotifier = ReturnType<typeof createLeadNotifier>;
