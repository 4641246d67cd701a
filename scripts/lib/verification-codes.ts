import { PROJECT_ID, emulatorAddress } from './emulators';

// The Auth emulator sends no SMS: the codes of the console's second step wait at its verificationCodes
// endpoint. `npm start` prints each new one, so a newcomer signs in with the demo logins from the terminal.
// This lives only in the launcher: no build of the console knows of it.

export type VerificationCode = { phoneNumber: string; sessionInfo: string; code: string };

/** The line printed for a code: the phone it was sent to and the code. */
export function codeLine({ phoneNumber, code }: VerificationCode): string {
  return `  SMS to ${phoneNumber}: code ${code} (the console's second step)`;
}

/** Codes in `listed` not printed before, in the order the emulator issued them; remembers them in `seen`. */
export function newCodes(listed: readonly VerificationCode[], seen: Set<string>): VerificationCode[] {
  const fresh = listed.filter((entry) => !seen.has(entry.sessionInfo));
  for (const entry of fresh) seen.add(entry.sessionInfo);
  return fresh;
}

/** Polls the Auth emulator every second and prints each new code; returns the function that stops it. */
export function printVerificationCodes(print: (line: string) => void = console.log): () => void {
  const url = `http://${emulatorAddress('auth')}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`;
  const seen = new Set<string>();
  let stopped = false;
  async function poll() {
    while (!stopped) {
      const listed = await fetch(url, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.json() as Promise<{ verificationCodes?: VerificationCode[] }>)
        .then((body) => body.verificationCodes ?? [])
        .catch(() => []);
      for (const entry of newCodes(listed, seen)) print(codeLine(entry));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  void poll();
  return () => {
    stopped = true;
  };
}
