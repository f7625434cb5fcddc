// Ending a session closes the class sockets (and inbox sockets) it opened, on every node: a logout on node A closes
// the student's socket on node B (refused with a reason, close code 4403), "log out everywhere"
// closes the sockets of every token of the user, and another user's logout leaves a socket alone.
// Two apps share one database and one pub/sub: in-process (as the cluster's relay carries it) and,
// when a Redis answers at REDIS_URL, through Redis.
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { REFUSAL, type ServerMessage } from '@tm/shared/call/protocol';
import { buildApp, type App } from '../src/app';
import { createMemoryPubSub, createRedisPubSub, type PubSub } from '../src/ports/pubsub';
import { createLiveClass } from '../src/test-support/live-class-fixture';
import { issueToken } from '../src/modules/auth/tokens';
import { classMessages } from '../src/db/schema/calls';
import { body, build } from './helper';
import { REDIS_URL, redisUp } from './support/redis-nodes';

const redisAnswers = await redisUp();

const ctx = await build();
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function twoNodes(pubsubFor: () => PubSub) {
  const nodes: Array<{ app: App; ws: string }> = [];
  for (let i = 0; i < 2; i++) {
    const pubsub = pubsubFor();
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      ports: { ...ctx.ports, pubsub },
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.sessionsHearing;
    closers.push(async () => {
      await app.close();
      await pubsub.close();
    });
    nodes.push({ app, ws: `${address.replace('http', 'ws')}/api/calls/ws` });
  }
  return nodes;
}

function connect(url: string, token: string, bookingId: string | null) {
  const ws = new WebSocket(url);
  const inbox: ServerMessage[] = [];
  ws.on('message', (d) => inbox.push(JSON.parse(String(d))));
  const next = (type: ServerMessage['type']) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const look = () => {
        const i = inbox.findIndex((m) => m.type === type);
        if (i < 0) return false;
        clearTimeout(timer);
        ws.off('message', look);
        resolve(inbox.splice(i, 1)[0]!);
        return true;
      };
      const timer = setTimeout(() => {
        ws.off('message', look);
        reject(new Error(`no ${type} message`));
      }, 5000);
      if (!look()) ws.on('message', look);
    });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  /** The close code, or an error if the socket is still open after `ms`. */
  const closedWithin = (ms: number) =>
    Promise.race([
      closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms),
      ),
    ]);
  // No booking: the person's inbox socket on the same endpoint.
  const auth = bookingId ? { type: 'auth', token, bookingId } : { type: 'inbox-auth', token };
  ws.on('open', () => ws.send(JSON.stringify(auth)));
  return { ws, next, closedWithin };
}

const post = (app: App, url: string, token: string) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });

const pubsubs: Array<[string, () => PubSub, boolean]> = [
  [
    'in-process pub/sub',
    (() => {
      const shared = createMemoryPubSub();
      return () => shared;
    })(),
    true,
  ],
  ['Redis', () => createRedisPubSub(REDIS_URL), redisAnswers],
];

for (const [name, pubsubFor, available] of pubsubs) {
  describe.skipIf(!available)(`ending a session closes its call sockets (${name})`, () => {
    let nodes: Awaited<ReturnType<typeof twoNodes>>;
    it('a logout on node A closes the socket that token opened on node B', async () => {
      nodes ??= await twoNodes(pubsubFor);
      const live = await createLiveClass(ctx.db);
      const student = connect(nodes[1]!.ws, live.student.token, live.bookingId);
      await student.next('ready');
      student.ws.send(
        JSON.stringify({ type: 'chat', clientId: 'before-logout', body: 'See you at six' }),
      );
      await student.next('chat');

      const res = await post(nodes[0]!.app, '/api/logout', live.student.token);
      expect(res.statusCode).toBe(200);
      expect(await student.closedWithin(3000)).toBe(4403);
      expect(await student.next('refused')).toEqual({
        type: 'refused',
        reason: REFUSAL.sessionEnded,
      });
      const stored = await ctx.db
        .select({ body: classMessages.body })
        .from(classMessages)
        .where(eq(classMessages.bookingId, live.bookingId));
      expect(stored).toEqual([{ body: 'See you at six' }]);
    });

    it('"log out everywhere" closes the sockets of every token of the user', async () => {
      nodes ??= await twoNodes(pubsubFor);
      const live = await createLiveClass(ctx.db);
      const otherDevice = await issueToken(ctx.db, live.student.id, 2);
      const student = connect(nodes[1]!.ws, live.student.token, live.bookingId);
      await student.next('ready');
      const tutor = connect(nodes[1]!.ws, live.tutor.token, live.bookingId);
      await tutor.next('ready');

      const res = await post(nodes[0]!.app, '/api/logout-everywhere', otherDevice);
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ sessionsEnded: 2 });
      expect(await student.closedWithin(3000)).toBe(4403);
      // The tutor's session did not end: their socket still answers.
      expect(await tutor.next('presence')).toMatchObject({ online: false });
      tutor.ws.send(JSON.stringify({ type: 'ping' }));
      expect(await tutor.next('pong')).toEqual({ type: 'pong' });
      tutor.ws.close();
    });

    it('a signal sent just before the client closes its socket still reaches the other side', async () => {
      nodes ??= await twoNodes(pubsubFor);
      const live = await createLiveClass(ctx.db);
      const tutor = connect(nodes[0]!.ws, live.tutor.token, live.bookingId);
      const t = (await tutor.next('ready')) as Extract<ServerMessage, { type: 'ready' }>;
      const student = connect(nodes[1]!.ws, live.student.token, live.bookingId);
      const s = (await student.next('ready')) as Extract<ServerMessage, { type: 'ready' }>;
      // A student whose camera fails rejects the call and leaves at once.
      student.ws.send(
        JSON.stringify({
          type: 'signal',
          signal: {
            signalType: 'reject',
            sessionID: 'last-words',
            callType: 1,
            callerID: s.self.cbId,
            opponentsIDs: [t.self.cbId],
            userInfo: { bookingId: live.bookingId },
          },
        }),
      );
      student.ws.close();
      const got = (await tutor.next('signal')) as Extract<ServerMessage, { type: 'signal' }>;
      expect(got.signal).toMatchObject({ signalType: 'reject', sessionID: 'last-words' });
      tutor.ws.close();
    });

    it('a logout on node A closes the inbox socket that token opened on node B', async () => {
      nodes ??= await twoNodes(pubsubFor);
      const live = await createLiveClass(ctx.db);
      const inbox = connect(nodes[1]!.ws, live.student.token, null);
      await inbox.next('inbox-ready' as ServerMessage['type']);
      const tutorInbox = connect(nodes[1]!.ws, live.tutor.token, null);
      await tutorInbox.next('inbox-ready' as ServerMessage['type']);

      const res = await post(nodes[0]!.app, '/api/logout', live.student.token);
      expect(res.statusCode).toBe(200);
      expect(await inbox.closedWithin(3000)).toBe(4403);
      expect(await inbox.next('refused')).toEqual({
        type: 'refused',
        reason: REFUSAL.sessionEnded,
      });
      // Another person's inbox stays open.
      tutorInbox.ws.send(JSON.stringify({ type: 'ping' }));
      expect(await tutorInbox.next('pong')).toEqual({ type: 'pong' });
      tutorInbox.ws.close();
    });

    it('a socket opened after the logout is refused', async () => {
      nodes ??= await twoNodes(pubsubFor);
      const live = await createLiveClass(ctx.db);
      await post(nodes[0]!.app, '/api/logout', live.student.token);
      const late = connect(nodes[1]!.ws, live.student.token, live.bookingId);
      expect(await late.next('refused')).toEqual({ type: 'refused', reason: REFUSAL.badToken });
      expect(await late.closedWithin(3000)).toBe(4403);
    });
  });
}
