import { describe, expect, it } from 'vitest';
import { MATURITY_BANDS, MATURITY_LABELS, maturityBand, maturityLabel, progressBarTone } from './maturity';

describe('maturityBand', () => {
  it.each([
    [0, 'developing'],
    [39, 'developing'],
    [39.99, 'developing'],
    [40, 'intermediate'],
    [59, 'intermediate'],
    [60, 'advanced'],
    [79, 'advanced'],
    [79.5, 'advanced'],
    [80, 'fullPotential'],
    [100, 'fullPotential'],
  ] as const)('%s → %s', (score, band) => {
    expect(maturityBand(score)).toBe(band);
  });

  it('puts bad data in the lowest band', () => {
    expect(maturityBand(-5)).toBe('developing');
    expect(maturityBand(Number.NaN)).toBe('developing');
  });

  it('describes the legend ranges', () => {
    expect(MATURITY_BANDS.map(({ band, min, max }) => [band, min, max])).toEqual([
      ['fullPotential', 80, 100],
      ['advanced', 60, 79],
      ['intermediate', 40, 59],
      ['developing', 0, 39],
    ]);
  });
});

describe('maturityLabel', () => {
  it('uses the SPEC badge labels in pt', () => {
    expect(maturityLabel(39)).toBe('Em Desenvolvimento');
    expect(maturityLabel(40)).toBe('Intermediário');
    expect(maturityLabel(59)).toBe('Intermediário');
    expect(maturityLabel(60)).toBe('Avançado');
    expect(maturityLabel(79)).toBe('Avançado');
    expect(maturityLabel(80)).toBe('Potencial Pleno');
    expect(maturityLabel(100)).toBe('Potencial Pleno');
  });

  it('uses the legend names in en and translates to es', () => {
    expect([80, 60, 40, 39].map((s) => maturityLabel(s, 'en'))).toEqual([
      'Full Potential',
      'Advanced',
      'Intermediate',
      'Developing',
    ]);
    expect([80, 60, 40, 39].map((s) => maturityLabel(s, 'es'))).toEqual([
      'Potencial Pleno',
      'Avanzado',
      'Intermedio',
      'En Desarrollo',
    ]);
  });

  it('has a label for every band in every language', () => {
    for (const labels of Object.values(MATURITY_LABELS)) {
      expect(Object.keys(labels).sort()).toEqual(MATURITY_BANDS.map((b) => b.band).sort());
    }
  });
});

describe('progressBarTone', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'blue'],
    [60, 'blue'],
    [59, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%s → %s', (score, tone) => {
    expect(progressBarTone(score)).toBe(tone);
  });
});
