// decompression bombs are refused by their stated pixel size; accepted photos
// are re-encoded to WebP at a few widths without metadata, and served at the size a screen asks.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin } from '../src/seed/factories';

const ctx = await build();
const admin = await createAdmin(ctx.db);

function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----tm${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (name: string, type: string, data: Buffer) =>
  ctx.injectAs(admin, {
    method: 'POST',
    url: '/api/admin/blog-images',
    ...multipart('image', name, type, data),
  });

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small file whose header says 30,000 × 30,000 pixels (a decompression bomb's shape). */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = zlib.deflateSync(Buffer.alloc(4096)); // far fewer bytes than the header promises
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo pipeline', () => {
  it('refuses a picture whose header states more pixels than the limit', async () => {
    const res = await upload('bomb.png', 'image/png', bombPng());
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      'This picture is too large in pixels. Please upload one of at most 40 megapixels, with no side over 10,000 pixels.',
    );
  });

  it('strips EXIF (GPS of a home) and serves WebP at the width a screen asks for', async () => {
    const jpeg = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'HomeCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeTruthy();
    const res = await upload('home.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const url: string = body(res).data.url;
    const full = await ctx.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('HomeCam'))).toBe(false);
    expect(meta.width).toBe(1200);
    const small = await ctx.app.inject({ method: 'GET', url: `${url}?w=100` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);
    const mid = await ctx.app.inject({ method: 'GET', url: `${url}?w=300` });
    expect((await sharp(mid.rawPayload).metadata()).width).toBe(480);
  });
});
