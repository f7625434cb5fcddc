// The text a PDF made by pdfkit shows, for assertions on receipts: each content stream inflated,
// the hex strings of its TJ arrays decoded (pdfkit writes the standard fonts in WinAnsi), one text
// object after another joined by spaces (a wrapped line is split at a space).
import zlib from 'node:zlib';

// WinAnsi's punctuation above 0x7f that our texts use (the rest is Latin-1).
const WIN_ANSI: Record<string, string> = {
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x95': '•',
  '\x96': '–',
  '\x97': '—',
};
const winAnsi = (bytes: Buffer) =>
  bytes.toString('latin1').replace(/[\x91-\x97]/g, (c) => WIN_ANSI[c]!);

export function pdfText(pdf: Buffer): string {
  const s = pdf.toString('latin1');
  const objects: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(s); m; m = streams.exec(s)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = zlib
        .inflateSync(pdf.subarray(start, s.indexOf('endstream', start)))
        .toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const hex = [...block.matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]!).join('');
      objects.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return objects.join(' ').replace(/\s+/g, ' ');
}
