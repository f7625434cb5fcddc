// Live events of the inbox through the pub/sub port (Redis across nodes): one channel per person,
// `inbox:{userId}`, which each of their open inbox sockets follows. A message goes to each member's
// channel as that member sees it (the receiver's copy is the masked one).
import type { MessageDto } from '@tm/shared/contract/conversations';
import type { PubSub } from '../../ports/pubsub';
import { messageFor, noticeFor, type MessageRow } from './message-dto';

export const inboxChannel = (userId: string) => `inbox:${userId}`;

export type InboxEvent =
  | { kind: 'message'; message: MessageDto; notice?: string | null }
  | { kind: 'typing'; conversationId: string; userId: string; typing: boolean }
  | {
      kind: 'marker';
      conversationId: string;
      marker: 'delivered' | 'read';
      ids: string[];
      at: string;
    }
  | { kind: 'conversation'; conversationId: string };

export async function publishTo(pubsub: PubSub, userId: string, event: InboxEvent) {
  await pubsub.publish(inboxChannel(userId), JSON.stringify(event));
}

/** A new or changed message to both members, each as they see it (the sender with its notice). */
export async function publishMessage(
  pubsub: PubSub,
  members: { studentId: string; tutorId: string },
  row: MessageRow,
) {
  await Promise.all(
    [members.studentId, members.tutorId].map((userId) =>
      publishTo(pubsub, userId, {
        kind: 'message',
        message: messageFor(userId, row),
        notice: userId === row.senderId ? noticeFor(row) : null,
      }),
    ),
  );
}
