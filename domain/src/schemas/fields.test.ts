import { describe, expect, it } from 'vitest';
import { isWebUrl } from './fields';

describe('isWebUrl', () => {
  it.each([
    'https://cvc.org.br/relatorio.pdf',
    'http://127.0.0.1:5000/images/logo.png',
    'https://example.com/a?b=c#d',
    '/images/seed/news-1.jpg',
    '/',
  ])('accepts %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>',
    'ftp://example.com/file',
    'example.com',
    '//evil.example',
    '/\\evil.example',
    'https://exa mple.com',
    '',
  ])('rejects %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});
