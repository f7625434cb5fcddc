// Hostile uploads, made in code (no binary fixtures): what an attacker sends as a "document" to
// reach an admin's screen. Each is a real file of its kind where it claims to be one.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { pngChunk, samplePdf, samplePng } from '../../src/seed/sample-files';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HTML = Buffer.from(
  '<html><body><script>fetch("/api/me").then((r) => r.text()).then(alert)</script></body></html>',
);

/** The EICAR anti-virus test string (harmless; every scanner reports it). */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A real 10,000 × 10,000 grey PNG of about 100 KB: 100 megapixels once decoded. */
export function pngBomb(): Buffer {
  const side = 10_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real PNG whose header claims `side` × `side` pixels (its CRC made right). */
export function pngClaiming(side: number): Buffer {
  const png = Buffer.from(samplePng({ width: 8, height: 8 }));
  const ihdrData = Buffer.from(png.subarray(16, 29));
  ihdrData.writeUInt32BE(side, 0);
  ihdrData.writeUInt32BE(side, 4);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdrData), png.subarray(33)]);
}

/** A small real JPEG whose frame header (SOF0) claims `side` × `side` pixels. */
export async function jpegClaiming(side: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(side, sof + 5);
  jpeg.writeUInt16BE(side, sof + 7);
  return jpeg;
}

/** The first half of a real PNG. */
export function truncatedPng(): Buffer {
  const png = samplePng({ width: 300, height: 300, noise: true });
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A real PNG with an HTML page after its end. */
export const pngWithHtml = () => Buffer.concat([samplePng({ width: 40, height: 30 }), HTML]);

/** A real PDF with an HTML page after its end. */
export const pdfWithHtml = () => Buffer.concat([samplePdf(['Certificate of merit']), HTML]);

/** A real JPEG with EXIF metadata (a GPS position and a camera). */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 60 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Spy Camera', Model: 'Home address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer();
}

async function pdfWith(change: (doc: PDFDocument) => void | Promise<void>, objectStreams = true) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText('Certificate', { x: 40, y: 100, size: 18 });
  await change(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** JavaScript run on opening, packed in a compressed object stream (not visible in the bytes). */
export const pdfOpenActionJs = () =>
  pdfWith((doc) => {
    const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  });

/** The same, written plainly with its names escaped (/Java#53cript, /J#53). */
export async function pdfEscapedJs(): Promise<Buffer> {
  const plain = await pdfWith((doc) => {
    const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }, false);
  const text = plain
    .toString('latin1')
    .replace('/JavaScript', '/Java#53cript')
    .replace('/JS ', '/J#53 ');
  return Buffer.from(text, 'latin1');
}

/** A launch action (runs a program on the reader's computer). */
export const pdfLaunch = () =>
  pdfWith((doc) => {
    const action = doc.context.obj({
      S: 'Launch',
      F: PDFString.of('C:\\Windows\\System32\\cmd.exe'),
    });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  });

/** An attached (embedded) file. */
export const pdfEmbeddedFile = () =>
  pdfWith(async (doc) => {
    await doc.attach(Buffer.from('MZ not really a program'), 'invoice.exe', {
      mimeType: 'application/octet-stream',
    });
  });
