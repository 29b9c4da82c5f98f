// The text lines of a PDF written by pdfkit with the standard fonts: page streams inflated when
// they are FlateDecode-compressed, each TJ/Tj operator's hex strings decoded (one line each).
import zlib from 'node:zlib';

export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamRe = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let bytes = Buffer.from(raw.slice(start, end), 'latin1');
    if (/\/Filter\s*\/FlateDecode/.test(m[1])) {
      try {
        bytes = zlib.inflateSync(bytes);
      } catch {
        continue; // not a content stream we can read (e.g. a font program)
      }
    }
    const content = bytes.toString('latin1');
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    streamRe.lastIndex = end;
  }
  return lines;
}

export const pdfText = (pdf: Buffer) => pdfTextLines(pdf).join('\n');
