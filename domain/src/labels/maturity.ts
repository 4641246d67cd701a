import type { Language } from '../constants';

/*
 * SPEC §9 names three legend bands (Full Potential 80-100, Advanced 60-79, Intermediate 40-59), bar colour
 * thresholds at 80/60/40 and three badge labels (Avançado, Intermediário, Em Desenvolvimento), without saying
 * how the labels line up with the bands. We use one scale for all three so a badge never contradicts the
 * legend beside it: each label goes to the band of the same name, scores below 40 form a fourth band
 * ('Em Desenvolvimento'), and the top band keeps the legend's own name ('Potencial Pleno' in pt).
 */
export const MATURITY_BANDS = [
  { band: 'fullPotential', min: 80, max: 100 },
  { band: 'advanced', min: 60, max: 79 },
  { band: 'intermediate', min: 40, max: 59 },
  { band: 'developing', min: 0, max: 39 },
] as const;

export type MaturityBand = (typeof MATURITY_BANDS)[number]['band'];

export const MATURITY_LABELS: Record<Language, Record<MaturityBand, string>> = {
  pt: {
    fullPotential: 'Potencial Pleno',
    advanced: 'Avançado',
    intermediate: 'Intermediário',
    developing: 'Em Desenvolvimento',
  },
  en: {
    fullPotential: 'Full Potential',
    advanced: 'Advanced',
    intermediate: 'Intermediate',
    developing: 'Developing',
  },
  es: {
    fullPotential: 'Potencial Pleno',
    advanced: 'Avanzado',
    intermediate: 'Intermedio',
    developing: 'En Desarrollo',
  },
};

/** Scores are 0-100 but may carry decimals; 79.5 is still 'advanced' because bands start at their min. */
export function maturityBand(score: number): MaturityBand {
  for (const { band, min } of MATURITY_BANDS) {
    if (score >= min) return band;
  }
  // Negative or NaN scores come only from bad data; the lowest band is the honest answer.
  return 'developing';
}

export function maturityLabel(score: number, lang: Language = 'pt'): string {
  return MATURITY_LABELS[lang][maturityBand(score)];
}

export type ProgressTone = 'green' | 'blue' | 'yellow' | 'red';

const BAND_TONES: Record<MaturityBand, ProgressTone> = {
  fullPotential: 'green',
  advanced: 'blue',
  intermediate: 'yellow',
  developing: 'red',
};

/** Bar colour; same 80/60/40 thresholds as the bands so bar and badge always agree. */
export function progressBarTone(score: number): ProgressTone {
  return BAND_TONES[maturityBand(score)];
}
