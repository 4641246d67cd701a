import { __unsafe_useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';
import { afterAll } from 'vitest';

// A worker's files share one page and one Emotion cache (no isolation, vitest.config.ts). Left alone, MUI's
// <style> tags pile up in <head> (some 1,800 by the last file) and every getComputedStyle that a role query makes
// walks them all: files ran twice as slow and timed out. Each file's styles go with it, as with a fresh page.
afterAll(() => {
  const { result, unmount } = renderHook(() => __unsafe_useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
});
