import { describe, expect, it } from 'vitest';
import { scheduleNotificationTones } from './notificationSound';

function fakeAudioContext(currentTime: number) {
  const tones: { type: string; hz: number; start: number; stop: number }[] = [];
  const param = () => ({ setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const context = {
    currentTime,
    destination: {},
    createGain: () => ({ gain: param(), connect: () => undefined }),
    createOscillator: () => {
      const tone = { type: '', hz: 0, start: -1, stop: -1 };
      tones.push(tone);
      return {
        set type(value: string) {
          tone.type = value;
        },
        frequency: { setValueAtTime: (hz: number) => void (tone.hz = hz) },
        connect: () => undefined,
        start: (at: number) => void (tone.start = at),
        stop: (at: number) => void (tone.stop = at),
      };
    },
  };
  return { context: context as unknown as AudioContext, tones };
}

describe('notification tones', () => {
  it('plays 800, 1000 and 1200 Hz sine tones of 0.2, 0.2 and 0.3 s back to back', () => {
    const { context, tones } = fakeAudioContext(10);
    const end = scheduleNotificationTones(context);
    const rounded = tones.map((t) => ({ ...t, start: +t.start.toFixed(3), stop: +t.stop.toFixed(3) }));
    expect(rounded).toEqual([
      { type: 'sine', hz: 800, start: 10, stop: 10.2 },
      { type: 'sine', hz: 1000, start: 10.2, stop: 10.4 },
      { type: 'sine', hz: 1200, start: 10.4, stop: 10.7 },
    ]);
    expect(end).toBeCloseTo(10.7);
  });
});
