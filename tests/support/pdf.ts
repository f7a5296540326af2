/** Reads back the text of a PDF written with standard fonts (tests only). */
import { inflateSync } from 'node:zlib';

/** The text drawn on the pages of a PDF made with standard fonts (content streams, hex or literal strings). */
export function texteDuPdf(pdf: Buffer): string {
  const brut = pdf.toString('latin1');
  const morceaux: string[] = [];
  const flux = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = flux.exec(brut); m; m = flux.exec(brut)) {
    let contenu: string;
    try {
      contenu = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      contenu = m[1];
    }
    for (const t of contenu.matchAll(/<([0-9A-Fa-f\s]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      morceaux.push(t[1] !== undefined ? Buffer.from(t[1].replace(/\s/g, ''), 'hex').toString('latin1') : t[2]);
    }
  }
  return morceaux.join('\n');
}
