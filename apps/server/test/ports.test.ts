import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { build } from './helper';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from '../src/ports/pubsub';
import { createLocalFileStore } from '../src/ports/files';
import { mailOutbox } from '../src/db/schema/mail';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.on('connect', () => (s.destroy(), resolve(true)));
  s.on('error', () => resolve(false));
});
const inCI = process.env.CI === 'true';

async function crossNode(a: PubSub, b: PubSub) {
  const channel = `test:${Math.random().toString(36).slice(2)}`;
  const got: string[] = [];
  const unsubscribe = await b.subscribe(channel, (m) => got.push(m));
  await a.publish(channel, 'offer');
  await a.publish(channel, 'answer');
  await expect.poll(() => got, { timeout: 15_000 }).toEqual(['offer', 'answer']);
  await unsubscribe();
  await a.publish(channel, 'after');
  await new Promise((r) => setTimeout(r, 100));
  expect(got).toEqual(['offer', 'answer']);
}

describe('pub/sub port', () => {
  it('in-process: delivers to subscribers in order and stops after unsubscribe', async () => {
    const bus = createMemoryPubSub();
    await crossNode(bus, bus);
    await bus.close();
  });

  it.skipIf(!redisUp && !inCI)(
    'Redis: a message published on one node reaches a subscriber on another',
    async () => {
      const nodeA = createRedisPubSub(REDIS_URL);
      const nodeB = createRedisPubSub(REDIS_URL);
      try {
        await crossNode(nodeA, nodeB);
      } finally {
        await nodeA.close();
        await nodeB.close();
      }
    },
  );
});

describe('file store port (local disk)', () => {
  it('stores, reads back and deletes by key, refusing unsafe keys', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-files-'));
    const store = createLocalFileStore(root);
    await store.put('private/a/b.pdf', Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    const got = await store.get('private/a/b.pdf');
    const chunks: Buffer[] = [];
    for await (const c of got!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 hello');
    await store.delete('private/a/b.pdf');
    expect(await store.get('private/a/b.pdf')).toBeNull();
    await expect(store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe/,
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers "not found" only when no file is stored under the key; other failures are thrown', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-files-'));
    const store = createLocalFileStore(root);
    await store.put('private/a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await store.get('private/none.pdf')).toBeNull(); // no such file (ENOENT)
    expect(await store.get('nowhere/none.pdf')).toBeNull(); // no such folder (ENOENT)
    expect(await store.get('private/a.pdf/b.pdf')).toBeNull(); // a file on the path (ENOTDIR)
    expect(await store.get('private')).toBeNull(); // a folder is not a stored file
    // A link to itself, and a name the disk refuses: the store's fault, not a missing file.
    fs.symlinkSync('loop.pdf', path.join(root, 'private/loop.pdf'));
    await expect(store.get('private/loop.pdf')).rejects.toMatchObject({ code: 'ELOOP' });
    await expect(store.get(`private/${'n'.repeat(300)}.pdf`)).rejects.toMatchObject({
      code: 'ENAMETOOLONG',
    });
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('mail port (local outbox)', () => {
  it('records the message in the outbox instead of sending it', async () => {
    const ctx = await build();
    expect(ctx.ports.mail.transport).toBe('outbox');
    await ctx.ports.mail.send({
      to: 'tutor@example.test',
      subject: 'Approved',
      text: 'Welcome aboard',
    });
    const [row] = await ctx.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      to: 'tutor@example.test',
      subject: 'Approved',
      text: 'Welcome aboard',
      transport: 'outbox',
      status: 'recorded',
    });
  });
});
