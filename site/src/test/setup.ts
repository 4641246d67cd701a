import { beforeAll } from 'vitest';
import { ensureMessages } from '../i18n';

// Component tests switch language synchronously (test/render.tsx); load en and es once, as a visitor's first
// switch would, so every test finds their messages in place.
beforeAll(() => Promise.all([ensureMessages('en'), ensureMessages('es')]));
