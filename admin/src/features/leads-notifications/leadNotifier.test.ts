import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFETTI_MS, LEAD_HIGHLIGHT_EXTRA_MS, LEADS_STORAGE_KEYS } from '@cvc/domain';
import { HIGHLIGHT_MS, createLeadNotifier } from './leadNotifier';
import { memoryStorage } from './memoryStorage.test-helper';

describe('lead notifier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(storage = memoryStorage()) {
    const playSound = vi.fn();
    const notifier = createLeadNotifier({ storage, playSound });
    return { storage, playSound, notifier };
  }

  it('on the first load only initialises the known ids, silently', () => {
    const { storage, playSound, notifier } = setup();
    expect(notifier.observe(['a', 'b'])).toEqual([]);
    expect(playSound).not.toHaveBeenCalled();
    expect(notifier.getView()).toMatchObject({ confetti: false, highlighted: new Set() });
    expect(JSON.parse(storage.getItem(LEADS_STORAGE_KEYS.knownIds)!)).toEqual(['a', 'b']);
  });

  it('announces a new id once: confetti for 4 s, sound, highlight 5 s longer', () => {
    const { storage, playSound, notifier } = setup();
    notifier.observe(['a']);
    expect(notifier.observe(['c', 'a'])).toEqual(['c']);
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(notifier.getView()).toMatchObject({ confetti: true, highlighted: new Set(['c']) });
    expect(JSON.parse(storage.getItem(LEADS_STORAGE_KEYS.notifiedIds)!)).toEqual(['c']);

    vi.advanceTimersByTime(CONFETTI_MS - 1);
    expect(notifier.getView().confetti).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notifier.getView()).toMatchObject({ confetti: false, highlighted: new Set(['c']) });
    vi.advanceTimersByTime(LEAD_HIGHLIGHT_EXTRA_MS - 1);
    expect(notifier.getView().highlighted).toEqual(new Set(['c']));
    vi.advanceTimersByTime(1);
    expect(notifier.getView().highlighted).toEqual(new Set());

    expect(notifier.observe(['c', 'a'])).toEqual([]);
    expect(playSound).toHaveBeenCalledTimes(1);
  });

  it('does not announce again after a reload', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    first.notifier.observe(['a']);
    first.notifier.observe(['b', 'a']);
    first.notifier.dispose();

    const reloaded = setup(storage);
    expect(reloaded.notifier.observe(['b', 'a'])).toEqual([]);
    expect(reloaded.playSound).not.toHaveBeenCalled();
    expect(reloaded.notifier.getView().confetti).toBe(false);
  });

  it('announces, on the next visit, a lead that arrived while the screen was closed', () => {
    const storage = memoryStorage();
    setup(storage).notifier.observe(['a']);
    const next = setup(storage);
    expect(next.notifier.observe(['z', 'a'])).toEqual(['z']);
    expect(next.playSound).toHaveBeenCalledTimes(1);
  });

  it('never announces an id already notified, even if it was forgotten as known', () => {
    const storage = memoryStorage({
      [LEADS_STORAGE_KEYS.knownIds]: '["a"]',
      [LEADS_STORAGE_KEYS.notifiedIds]: '["b"]',
    });
    expect(setup(storage).notifier.observe(['b', 'a'])).toEqual([]);
  });

  it('plays no tones when sound is off, still shows confetti and highlight, and remembers the setting', () => {
    const storage = memoryStorage();
    const { playSound, notifier } = setup(storage);
    expect(notifier.getView().soundOn).toBe(true);
    notifier.setSoundOn(false);
    expect(storage.getItem(LEADS_STORAGE_KEYS.sound)).toBe('off');
    notifier.observe(['a']);
    notifier.observe(['b', 'a']);
    expect(playSound).not.toHaveBeenCalled();
    expect(notifier.getView()).toMatchObject({ confetti: true, highlighted: new Set(['b']), soundOn: false });
    expect(setup(storage).notifier.getView().soundOn).toBe(false);
  });

  it('keeps each batch highlighted for its own full time', () => {
    const { notifier } = setup();
    notifier.observe(['a']);
    notifier.observe(['b', 'a']);
    vi.advanceTimersByTime(3000);
    notifier.observe(['c', 'b', 'a']);
    expect(notifier.getView().highlighted).toEqual(new Set(['b', 'c']));
    vi.advanceTimersByTime(HIGHLIGHT_MS - 3000);
    expect(notifier.getView().highlighted).toEqual(new Set(['c']));
    vi.advanceTimersByTime(3000);
    expect(notifier.getView().highlighted).toEqual(new Set());
  });

  it('keeps storage bounded to the ids in the current window and survives corrupt storage', () => {
    const storage = memoryStorage({ [LEADS_STORAGE_KEYS.knownIds]: '{not json' });
    const { notifier } = setup(storage);
    expect(notifier.observe(['a', 'b'])).toEqual([]);
    notifier.observe(['c', 'a']);
    expect(JSON.parse(storage.getItem(LEADS_STORAGE_KEYS.knownIds)!)).toEqual(['c', 'a']);
    notifier.observe(['d', 'a']);
    expect(JSON.parse(storage.getItem(LEADS_STORAGE_KEYS.notifiedIds)!)).toEqual(['d']);
  });

  it('stops its timers when disposed', () => {
    const { notifier } = setup();
    const listener = vi.fn();
    notifier.subscribe(listener);
    notifier.observe(['a']);
    notifier.observe(['b', 'a']);
    listener.mockClear();
    notifier.dispose();
    vi.advanceTimersByTime(HIGHLIGHT_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});
