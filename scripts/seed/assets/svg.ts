/** Small, dependency-free SVG templates for the seed images (each well under 2 KB). */

const FONT = 'Inter,Segoe UI,Helvetica,Arial,sans-serif';

/** [dark, light] pairs that read well with white text. */
const PALETTES: [string, string][] = [
  ['#0b1f3a', '#1f6f8b'],
  ['#123c3a', '#17a589'],
  ['#2b1b4a', '#6c4fb3'],
  ['#3a1c1c', '#c8553d'],
  ['#102a43', '#2e86ab'],
  ['#1b2e1b', '#5c9e31'],
  ['#3b2a0c', '#d99a2b'],
  ['#1d1d3b', '#3f51b5'],
];

/** A small deterministic hash, so each id always gets the same colours and shapes. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap; the last line gets an ellipsis if the text does not fit in `maxLines`. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function palette(key: string): [string, string] {
  return PALETTES[hash(key) % PALETTES.length]!;
}

function gradient(id: string, [dark, light]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`;
}

/** Decorative geometry: rings, a tilted square and dots, placed from the hash. */
function shapes(key: string, width: number, height: number): string {
  const h = hash(key);
  const cx = Math.round(width * (0.55 + ((h >> 3) % 35) / 100));
  const cy = Math.round(height * (0.2 + ((h >> 9) % 50) / 100));
  const r = Math.round(height * (0.35 + ((h >> 13) % 25) / 100));
  const angle = (h >> 17) % 90;
  const sq = Math.round(height * 0.28);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="${Math.round(height / 40)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.62)}" fill="#fff" fill-opacity=".07"/>` +
    `<rect x="${Math.round(width * 0.62)}" y="${Math.round(height * 0.58)}" width="${sq}" height="${sq}" fill="#fff" fill-opacity=".1" transform="rotate(${angle} ${Math.round(width * 0.62 + sq / 2)} ${Math.round(height * 0.58 + sq / 2)})"/>` +
    `<path d="M0 ${Math.round(height * 0.82)} L${width} ${Math.round(height * 0.6)}" stroke="#fff" stroke-opacity=".12" stroke-width="2"/>`
  );
}

function textLines(lines: string[], x: number, y: number, size: number, weight = 700): string {
  const spans = lines
    .map(
      (line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.2)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#fff">${spans}</text>`;
}

function kicker(label: string, x: number, y: number, size: number): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="600" letter-spacing="${size / 6}" fill="#fff" fill-opacity=".85">${escapeXml(label.toUpperCase())}</text>`;
}

/** 1200×630 article or event banner: gradient, geometry, a kicker and an optional title. */
export function bannerSvg(key: string, label: string, title?: string): string {
  const [w, h] = [1200, 630];
  // With a title: rule, kicker, then up to two title lines; without: rule and kicker at the bottom.
  const top = title ? 330 : 500;
  const title_ = title ? textLines(wrap(title, 30, 2), 72, top + 130, 60) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `${gradient('g', palette(key))}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(key, w, h)}` +
    `<rect x="72" y="${top}" width="72" height="8" fill="#fff"/>${kicker(label, 72, top + 60, 34)}${title_}</svg>`
  );
}

/** 600×800 report cover with category, wrapped title and a footer label. */
export function reportCoverSvg(key: string, category: string, title: string): string {
  const [w, h] = [600, 800];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `${gradient('g', palette(key))}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(key, w, h)}` +
    `${kicker(category, 56, 96, 22)}<rect x="56" y="120" width="56" height="5" fill="#fff"/>` +
    `${textLines(wrap(title, 18, 5), 56, 210, 46)}${kicker('Relatório CVC', 56, 740, 18)}</svg>`
  );
}

/** 400×400 portrait placeholder: initials in a circle. */
export function portraitSvg(key: string, name: string): string {
  const parts = name.split(/\s+/);
  const initials = `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `${gradient('g', palette(key))}<circle cx="200" cy="200" r="200" fill="url(#g)"/>` +
    `<circle cx="200" cy="200" r="168" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="140" font-weight="700" fill="#fff">${escapeXml(initials.toUpperCase())}</text></svg>`
  );
}

/** 360×120 wordmark: a geometric mark and the organisation's name. */
export function logoSvg(name: string): string {
  const [dark, light] = palette(name);
  const lines = wrap(name, 18, 2);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(30, Math.floor(250 / (longest * 0.56)));
  const y = lines.length === 1 ? 60 + size * 0.35 : 60 - size * 0.25;
  const mark =
    hash(name) % 2 === 0
      ? `<circle cx="44" cy="60" r="28" fill="${light}"/><circle cx="44" cy="60" r="12" fill="#fff"/>`
      : `<rect x="18" y="34" width="52" height="52" rx="10" fill="${light}"/><path d="M30 74 L44 46 L58 74Z" fill="#fff"/>`;
  const spans = lines
    .map((line, i) => `<tspan x="88" dy="${i === 0 ? 0 : Math.round(size * 1.1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120" width="360" height="120">${mark}` +
    `<text x="88" y="${Math.round(y)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${dark}">${spans}</text></svg>`
  );
}
