import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// A worker's files share one page (no isolation, vitest.config.ts), so each file leaves it as a fresh one would
// find it: the address at /, no storage, <html> without attributes.
afterAll(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  // user-event puts a clipboard stub on the navigator and takes it off only where `afterAll` is a global; jsdom
  // has no clipboard of its own.
  Reflect.deleteProperty(navigator, 'clipboard');
});
