// the demo has pictures. Demo tutors without a photo get a portrait and seeded blogs
// without a cover get one, both drawn here from SVG and encoded to WebP with sharp: nothing is
// downloaded and no binary is committed. Like demo-documents.ts it runs once the file store
// exists and only fills what is missing, so it is safe on every start.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { blogs } from '../db/schema/content';
import { files } from '../db/schema/files';
import { tutorProfiles } from '../db/schema/tutor-profiles';
import { users } from '../db/schema/users';
import type { FileStore } from '../ports/files';
import { SEED_BLOGS } from './content';

/** A stable pseudo-random sequence from a seed (the same person always looks the same). */
function picker(seed: string) {
  let n = crypto.createHash('sha256').update(seed).digest().readUInt32BE(0);
  return <T>(items: readonly T[]): T => {
    n = (Math.imul(n, 1664525) + 1013904223) >>> 0;
    return items[n % items.length]!;
  };
}

const SKIN = ['#8d5524', '#a0662f', '#b97a4b', '#c68642', '#d19a66', '#e0ac69'] as const;
const HAIR = ['#141414', '#221912', '#2f2118', '#3d2b1f', '#4a3426'] as const;
const CLOTHES = ['#1f4e79', '#7a2e3a', '#2e6b4f', '#5b3f8c', '#8a5a14', '#23606e', '#6b2d5c'];
const BACKDROP = [
  ['#dbe7f3', '#b8cde4'],
  ['#f3e3d3', '#e4c8ab'],
  ['#e0efe6', '#bcd9c8'],
  ['#ece3f3', '#d2c1e3'],
  ['#f1eadb', '#ddd0b2'],
] as const;

/** A head-and-shoulders portrait, 256×256, in the style of an illustrated profile photo. */
export function portraitSvg(seed: string, gender: string | null): string {
  const pick = picker(seed);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const clothes = pick(CLOTHES);
  const [bg1, bg2] = pick(BACKDROP);
  const female = gender === 'Female';
  const faceW = pick([46, 48, 50]);
  const hairBack = female
    ? `<path d="M${128 - faceW - 14} 118 C ${128 - faceW - 20} 40, ${128 + faceW + 20} 40, ${128 + faceW + 14} 118 L ${128 + faceW + 18} 196 L ${128 - faceW - 18} 196 Z" fill="${hair}"/>`
    : '';
  const hairTop = female
    ? `<path d="M${128 - faceW - 4} 104 C ${128 - faceW} 52, ${128 + faceW} 52, ${128 + faceW + 4} 104 C ${128 + 10} 78, ${128 - 20} 80, ${128 - faceW - 4} 104 Z" fill="${hair}"/>`
    : `<path d="M${128 - faceW - 2} 100 C ${128 - faceW} 48, ${128 + faceW} 48, ${128 + faceW + 2} 100 C ${128 + faceW - 6} 80, ${128 - faceW + 6} 78, ${128 - faceW - 2} 100 Z" fill="${hair}"/>`;
  const beard =
    !female && pick([true, false, false])
      ? `<path d="M${128 - faceW + 8} 128 C ${128 - faceW + 12} 170, ${128 + faceW - 12} 170, ${128 + faceW - 8} 128 C ${128 + 20} 150, ${128 - 20} 150, ${128 - faceW + 8} 128 Z" fill="${hair}" opacity="0.85"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></radialGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  ${hairBack}
  <path d="M40 256 C 44 200, 84 184, 128 184 C 172 184, 212 200, 216 256 Z" fill="${clothes}"/>
  <path d="M106 176 L 150 176 L 146 200 C 138 210, 118 210, 110 200 Z" fill="${skin}"/>
  <path d="M110 196 C 118 212, 138 212, 146 196 L 150 206 C 140 222, 116 222, 106 206 Z" fill="#000" opacity="0.12"/>
  <ellipse cx="128" cy="118" rx="${faceW}" ry="${faceW + 12}" fill="${skin}"/>
  <ellipse cx="128" cy="118" rx="${faceW}" ry="${faceW + 12}" fill="url(#face)"/>
  <ellipse cx="${128 - faceW}" cy="122" rx="7" ry="11" fill="${skin}"/>
  <ellipse cx="${128 + faceW}" cy="122" rx="7" ry="11" fill="${skin}"/>
  ${hairTop}
  ${beard}
  <path d="M${104 - 6} 106 q 10 -6 20 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M${138 - 4} 106 q 10 -6 20 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>
  <ellipse cx="108" cy="120" rx="5" ry="5.5" fill="#1d1410"/>
  <ellipse cx="148" cy="120" rx="5" ry="5.5" fill="#1d1410"/>
  <circle cx="109.5" cy="118.5" r="1.5" fill="#fff" opacity="0.8"/>
  <circle cx="149.5" cy="118.5" r="1.5" fill="#fff" opacity="0.8"/>
  <path d="M128 124 q -5 14 0 18 q 4 1 6 -1" stroke="#000" stroke-opacity="0.22" stroke-width="2.5" fill="none" stroke-linecap="round"/>
  <path d="M112 150 q 16 12 32 0" stroke="#5a2a22" stroke-width="4" fill="none" stroke-linecap="round"/>
</svg>`;
}

/** A 960×540 cover of soft shapes in a palette chosen by the seed. */
export function coverSvg(seed: string): string {
  const pick = picker(seed);
  const palettes = [
    ['#1f4e79', '#3a7ca5', '#f2a541', '#f5f0e6'],
    ['#2e6b4f', '#5fa37f', '#f4d35e', '#f7f3e8'],
    ['#5b3f8c', '#8f6cc2', '#f08a5d', '#f6f1f8'],
    ['#7a2e3a', '#c0504d', '#f2c14e', '#fbf3ec'],
    ['#23606e', '#4fa3a5', '#f6ae2d', '#eef6f6'],
  ] as const;
  const [a, b, c, d] = pick(palettes);
  const circles = Array.from({ length: 6 }, () => {
    const x = pick([120, 240, 380, 520, 660, 800, 900]);
    const y = pick([80, 160, 270, 380, 460]);
    const r = pick([40, 70, 110, 150]);
    const fill = pick([b, c, d]);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${pick([0.25, 0.35, 0.5])}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#g)"/>
  ${circles}
  <path d="M0 ${pick([380, 400, 420])} C 240 ${pick([330, 360])}, 480 ${pick([460, 480])}, 960 ${pick([380, 400])} L 960 540 L 0 540 Z" fill="${d}" opacity="0.9"/>
  <rect x="96" y="150" width="${pick([280, 320, 360])}" height="24" rx="12" fill="${d}" opacity="0.9"/>
  <rect x="96" y="194" width="${pick([200, 240])}" height="16" rx="8" fill="${d}" opacity="0.6"/>
  <rect x="96" y="226" width="${pick([160, 220])}" height="16" rx="8" fill="${d}" opacity="0.6"/>
  <circle cx="${pick([700, 760])}" cy="200" r="90" fill="${c}"/>
</svg>`;
}

/** SVG to WebP at the given width (the image's own aspect kept). */
export async function svgToWebp(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 82 }).toBuffer();
}

async function storePublic(
  db: Db,
  store: FileStore,
  opts: { ownerId: string | null; folder: string; kind: 'photo' | 'blog_image'; data: Buffer },
): Promise<string> {
  const key = `public/${opts.folder}/${crypto.randomUUID()}.webp`;
  await store.put(key, opts.data, 'image/webp');
  await db.insert(files).values({
    ownerId: opts.ownerId,
    kind: opts.kind,
    storageKey: key,
    originalName: `${opts.folder}.webp`,
    mimeType: 'image/webp',
    sizeBytes: opts.data.length,
  });
  return key;
}

/** Portraits for demo tutors (example.in/.com addresses) without a photo; covers for seeded blogs. */
export async function seedDemoImages(db: Db, store: FileStore): Promise<number> {
  let made = 0;
  const tutors = await db
    .select({ id: users.id, gender: tutorProfiles.gender })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(
      and(
        // The demo's addresses (seed/demo.ts): example.in, and example.com for the US tutor.
        or(like(users.email, '%@example.in'), like(users.email, '%@example.com')),
        isNull(users.profilePhotoKey),
      ),
    );
  // Encoded side by side (sharp works on libuv's thread pool: ~0.3 s less on a first start with
  // two cores), then stored one by one.
  const portraits = await Promise.all(
    tutors.map((t) => svgToWebp(portraitSvg(t.id, t.gender), 256)),
  );
  for (const [i, t] of tutors.entries()) {
    const data = portraits[i]!;
    const key = await storePublic(db, store, {
      ownerId: t.id,
      folder: 'photos',
      kind: 'photo',
      data,
    });
    await db.update(users).set({ profilePhotoKey: key }).where(eq(users.id, t.id));
    made++;
  }
  const bare = await db
    .select({ id: blogs.id, slug: blogs.slug })
    .from(blogs)
    .where(
      and(
        isNull(blogs.imageKey),
        inArray(
          blogs.slug,
          SEED_BLOGS.map((b) => b.slug),
        ),
      ),
    );
  const covers = await Promise.all(bare.map((b) => svgToWebp(coverSvg(b.slug), 960)));
  for (const [i, b] of bare.entries()) {
    const data = covers[i]!;
    const key = await storePublic(db, store, {
      ownerId: null,
      folder: 'blog-images',
      kind: 'blog_image',
      data,
    });
    await db.update(blogs).set({ imageKey: key }).where(eq(blogs.id, b.id));
    made++;
  }
  return made;
}
