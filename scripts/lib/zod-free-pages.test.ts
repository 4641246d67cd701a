import { describe, expect, it } from 'vitest';
import { chunksWithZod } from './zod-free-pages';

describe('chunksWithZod', () => {
  const files: Record<string, string> = {
    '/assets/app.js': 'var a=`content_language`;function b(){}',
    '/assets/shared~createLead.js': 'Je=A(`$ZodError`,(e,t)=>{});P=A("$ZodCheck",(e,t)=>{})',
    '/assets/home.js': "i?.has('$ZodType')",
  };
  const read = (file: string) => files[file]!;

  it('names the chunks holding zod, and none else', () => {
    expect(chunksWithZod(Object.keys(files), read)).toEqual(['/assets/shared~createLead.js', '/assets/home.js']);
    expect(chunksWithZod(['/assets/app.js'], read)).toEqual([]);
  });
});
