import { expect, it } from 'vitest';
import { CVC_DIRECTORY_COLLECTION, CVC_NAME_MAX, normaliseCvcName } from './cvc-directory';

it('matches names regardless of case, accents and spacing', () => {
  expect(normaliseCvcName('  Mantiqueira Saúde   Ventures ')).toBe('mantiqueira saude ventures');
  expect(normaliseCvcName('TUPÃ SEGUROS VENTURES')).toBe(normaliseCvcName('tupa seguros ventures'));
});

it('keeps the collection name and the name bound', () => {
  expect(CVC_DIRECTORY_COLLECTION).toBe('cvcs');
  expect(CVC_NAME_MAX).toBe(120);
});
