import { wrap } from './svg';

/** PDF string literal in WinAnsi (Latin-1): escape delimiters, replace anything outside Latin-1. */
function pdfText(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\u0020-\u00ff]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/**
 * A tiny but valid one-page PDF (A4, Helvetica) with the report's title and description, marked as a demo
 * placeholder. Byte offsets in the cross-reference table are computed, so readers open it without repair.
 */
export function placeholderPdf(title: string, category: string, description: string): Buffer {
  const lines: [number, number, string][] = [[11, 780, category.toUpperCase()]];
  wrap(title, 40, 3).forEach((line, i) => lines.push([22, 750 - i * 28, line]));
  wrap(description, 85, 6).forEach((line, i) => lines.push([11, 650 - i * 16, line]));
  lines.push([9, 80, 'Documento de demonstração: conteúdo fictício para o ambiente local.']);
  const stream = lines
    .map(([size, y, text]) => `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`)
    .join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
