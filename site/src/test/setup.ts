import { beforeAll, beforeEach } from 'vitest';
import { DEFAULT_LANGUAGE } from '@cvc/domain';
import { ensureMessages, i18n } from '../i18n';

// Component tests switch language synchronously (test/render.tsx); load en and es once, as a visitor's first
// switch would, so every test finds their messages in place.
beforeAll(() => Promise.all([ensureMessages('en'), ensureMessages('es')]));

// Each test starts in Portuguese, the language of the tests' address (/), whichever one the test or file before
// it switched to: the files share one i18n instance per worker (vitest.config.ts).
beforeEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

// jsdom has the <dialog> element but not its methods. These only open and close it; what the platform adds (the
// focus kept inside, the inert page, Escape as a `cancel` event) is checked by the e2e specs in real browsers.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
