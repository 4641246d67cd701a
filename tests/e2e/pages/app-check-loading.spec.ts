import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../support/test';
import { hostingUrl } from '../../support/emulators';
import { ROOT, emulatorAddress } from '../../../scripts/lib/emulators';
import { APP_CHECK_MARKER, measureAppCheckLoading } from '../../bench/app-check-loading';

// With a reCAPTCHA site key (as on a real project), a landing visitor loads nothing of App Check, reCAPTCHA or
// the Firestore SDK: the page comes rendered with its data and asks only our public endpoints; App Check starts
// when the visitor begins a form. It needs a build made with a key, which the emulator builds lack: the bench's
// App Check group (BENCH_ONLY=app-check npm run bench) makes one and runs this spec against it. (The dev server
// cannot stand in: React's StrictMode runs each section's effect twice there, and the second reads in the browser.)

const HOSTING_DIR = join(ROOT, 'dist', 'hosting');

function builtWithSiteKey(): boolean {
  const assets = join(HOSTING_DIR, 'assets');
  try {
    return readdirSync(assets).some(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(APP_CHECK_MARKER),
    );
  } catch {
    return false;
  }
}

test.skip(!builtWithSiteKey(), 'needs a build with a site key: BENCH_ONLY=app-check npm run bench runs it');

for (const path of ['/', '/formacaoexecutiva']) {
  test(`with a site key, ${path} loads no App Check, reCAPTCHA or Firestore SDK until a form is begun`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const loading = await measureAppCheckLoading(
      browser,
      hostingUrl(path),
      HOSTING_DIR,
      emulatorAddress('firestore'),
    );
    const none = { recaptcha: 0, appCheckSdk: 0, firestoreSdk: 0, firestoreCalls: 0, appCheckCalls: 0 };
    expect(loading.beforeInteraction).toEqual(none);
    // Reading the page to its end (the market band, the lazy sections) is not beginning a form.
    expect(loading.afterScroll).toEqual(none);
    // Beginning one starts App Check, which asks reCAPTCHA Enterprise for the form's token; nothing is written yet.
    expect(loading.afterFormStart).toMatchObject({ firestoreCalls: 0 });
    expect(loading.afterFormStart!.appCheckSdk).toBeGreaterThan(0);
    expect(loading.afterFormStart!.recaptcha).toBeGreaterThan(0);
  });
}
