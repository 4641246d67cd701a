import { NOTIFICATION_TONES } from '@cvc/domain';

type AudioContextLike = Pick<AudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'>;

/**
 * The three-tone chime (800, 1000, 1200 Hz for 0.2, 0.2, 0.3 s, sine), scheduled back to back on one
 * AudioContext. A short gain ramp at each end avoids the click of a hard start and stop.
 */
export function scheduleNotificationTones(context: AudioContextLike): number {
  let at = context.currentTime;
  for (const { hz, seconds } of NOTIFICATION_TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(hz, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + seconds);
    at += seconds;
  }
  return at;
}

let shared: AudioContext | null = null;

/** Plays the chime; silently does nothing where Web Audio is missing or the browser blocks autoplay. */
export function playNotificationSound(): void {
  try {
    shared ??= new AudioContext();
    void shared.resume().catch(() => undefined);
    scheduleNotificationTones(shared);
  } catch {
    // No audio here: the confetti and the highlight still announce the lead.
  }
}
