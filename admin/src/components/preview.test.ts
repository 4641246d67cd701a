import { COLUMNIST_BIO_PREVIEW_CHARS, NEWS_SUMMARY_PREVIEW_CHARS } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { preview } from './preview';

describe('preview', () => {
  it('cuts a news summary at 100 characters and marks the cut', () => {
    const summary = 'a'.repeat(150);
    expect(preview(summary, NEWS_SUMMARY_PREVIEW_CHARS)).toBe(`${'a'.repeat(100)}…`);
  });

  it('cuts a columnist bio at 60 characters', () => {
    expect(preview('b'.repeat(61), COLUMNIST_BIO_PREVIEW_CHARS)).toBe(`${'b'.repeat(60)}…`);
  });

  it('leaves short or missing texts alone', () => {
    expect(preview('curto', 60)).toBe('curto');
    expect(preview('c'.repeat(60), 60)).toBe('c'.repeat(60));
    expect(preview(null, 60)).toBe('');
  });
});
