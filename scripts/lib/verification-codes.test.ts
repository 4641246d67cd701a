import { describe, expect, it } from 'vitest';
import { codeLine, newCodes } from './verification-codes';

const code = (sessionInfo: string, value: string) => ({ phoneNumber: '+5511955550101', sessionInfo, code: value });

describe('the SMS codes npm start prints', () => {
  it('prints each code once, in the order the emulator issued them', () => {
    const seen = new Set<string>();
    expect(newCodes([code('a', '111111')], seen)).toEqual([code('a', '111111')]);
    expect(newCodes([code('a', '111111'), code('b', '222222')], seen)).toEqual([code('b', '222222')]);
    expect(newCodes([code('a', '111111'), code('b', '222222')], seen)).toEqual([]);
  });

  it('names the phone and the code', () => {
    expect(codeLine(code('a', '123456'))).toBe(
      "  SMS to +5511955550101: code 123456 (the console's second step)",
    );
  });
});
