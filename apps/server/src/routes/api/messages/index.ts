import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  blockResultSchema,
  conversationDetailSchema,
  conversationListSchema,
  markedSchema,
  messagePageSchema,
  messagingSettingsSchema,
  reportReceiptSchema,
  sentMessageSchema,
  unreadCountSchema,
} from '@tm/shared/contract/conversations';
import {
  editMessageRequestSchema,
  listConversationsQuerySchema,
  listMessagesQuerySchema,
  messagingSettingsRequestSchema,
  reportConversationRequestSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
} from '@tm/shared/schemas/conversations';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { ok } from '../../../lib/envelope';
import { sendStoredFile } from '../../../lib/send-stored-file';
import { currentUser } from '../../../plugins/app/auth';
import { withUploadedForm } from '../../../modules/files/with-uploaded-form';
import { startConversation } from '../../../modules/messages/start-conversation';
import {
  getConversation,
  listConversations,
  listMessages,
  unreadCount,
} from '../../../modules/messages/read-conversations';
import { sendMessage } from '../../../modules/messages/send-message';
import {
  MSG_NO_ATTACHMENT,
  checkAttachmentAllowed,
  sendAttachment,
} from '../../../modules/messages/send-attachment';
import { deleteMessage, editMessage } from '../../../modules/messages/change-message';
import { markMessages } from '../../../modules/messages/mark-messages';
import { reportConversation, setBlock } from '../../../modules/messages/block-and-report';
import { readAttachment } from '../../../modules/messages/read-attachment';
import {
  getMessagingSettings,
  setMessageMails,
} from '../../../modules/messages/messaging-settings';

/** Messages between students and tutors; live delivery rides the socket (modules/messages). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // On each route (not a hook), so the route table lists who may call it (app.routeGuards).
  const member = { preHandler: app.requireUser('student', 'tutor') };
  const tags = ['messages'];
  const deps = () => ({ db: app.db, pubsub: app.ports.pubsub });
  const byId = { params: idParamSchema };

  app.get(
    '/messages/conversations',
    {
      ...member,
      schema: {
        tags,
        querystring: listConversationsQuerySchema,
        response: okResponse(conversationListSchema),
      },
    },
    async (request) =>
      ok(
        await listConversations({ db: app.db, viewer: currentUser(request), query: request.query }),
      ),
  );

  app.post(
    '/messages/conversations',
    {
      ...member,
      schema: {
        tags,
        body: startConversationRequestSchema,
        response: okResponse(conversationDetailSchema),
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const { id } = await startConversation({ db: app.db, viewer, request: request.body });
      return ok(await getConversation({ db: app.db, viewer, conversationId: id }));
    },
  );

  app.get(
    '/messages/conversations/:id',
    { ...member, schema: { tags, ...byId, response: okResponse(conversationDetailSchema) } },
    async (request) =>
      ok(
        await getConversation({
          db: app.db,
          viewer: currentUser(request),
          conversationId: request.params.id,
        }),
      ),
  );

  app.get(
    '/messages/conversations/:id/messages',
    {
      ...member,
      schema: {
        tags,
        ...byId,
        querystring: listMessagesQuerySchema,
        response: okResponse(messagePageSchema),
      },
    },
    async (request) =>
      ok(
        await listMessages({
          db: app.db,
          viewer: currentUser(request),
          conversationId: request.params.id,
          query: request.query,
        }),
      ),
  );

  app.post(
    '/messages/conversations/:id/messages',
    {
      ...member,
      schema: {
        tags,
        ...byId,
        body: sendMessageRequestSchema,
        response: okResponse(sentMessageSchema),
      },
    },
    async (request) => {
      const { message, notice } = await sendMessage({
        ...deps(),
        viewer: currentUser(request),
        conversationId: request.params.id,
        ...request.body,
      });
      return ok({ message, notice }, notice ?? 'Message sent.');
    },
  );

  // Multipart: the conversation's access and the daily limit are checked before the body is read.
  app.post(
    '/messages/conversations/:id/attachments',
    { ...member, schema: { tags, ...byId, response: okResponse(sentMessageSchema) } },
    async (request) => {
      const viewer = currentUser(request);
      const conversationId = request.params.id;
      await checkAttachmentAllowed({ db: app.db, viewer, conversationId });
      const upload = {
        store: app.ports.files,
        allowed: ['messageAttachment'] as const,
        aliases: { attachment: 'messageAttachment' as const },
        expect: MSG_NO_ATTACHMENT,
      };
      const sent = await withUploadedForm(request, upload, async (form) => {
        const result = await sendAttachment({ ...deps(), viewer, conversationId, form });
        // A retry of an attachment already sent keeps the first file, not this copy.
        if (!result.created) await form.discard();
        return result;
      });
      return ok({ message: sent.message, notice: sent.notice }, sent.notice ?? 'Message sent.');
    },
  );

  app.post(
    '/messages/conversations/:id/read',
    { ...member, schema: { tags, ...byId, response: okResponse(markedSchema) } },
    async (request) =>
      ok(
        await markMessages({
          ...deps(),
          viewer: currentUser(request),
          conversationId: request.params.id,
          marker: 'read',
        }),
      ),
  );

  for (const block of [true, false]) {
    app.route({
      method: block ? 'POST' : 'DELETE',
      url: '/messages/conversations/:id/block',
      ...member,
      schema: { tags, ...byId, response: okResponse(blockResultSchema) },
      handler: async (request) =>
        ok(
          await setBlock({
            ...deps(),
            viewer: currentUser(request),
            conversationId: request.params.id,
            block,
          }),
          block ? 'Blocked.' : 'Unblocked.',
        ),
    });
  }

  app.post(
    '/messages/conversations/:id/report',
    {
      ...member,
      schema: {
        tags,
        ...byId,
        body: reportConversationRequestSchema,
        response: okResponse(reportReceiptSchema),
      },
    },
    async (request) =>
      ok(
        await reportConversation({
          db: app.db,
          viewer: currentUser(request),
          conversationId: request.params.id,
          report: request.body,
        }),
        MESSAGING_TEXT.reported,
      ),
  );

  app.patch(
    '/messages/:id',
    {
      ...member,
      schema: {
        tags,
        ...byId,
        body: editMessageRequestSchema,
        response: okResponse(sentMessageSchema),
      },
    },
    async (request) =>
      ok(
        await editMessage({
          ...deps(),
          viewer: currentUser(request),
          messageId: request.params.id,
          body: request.body.body,
        }),
      ),
  );

  app.delete(
    '/messages/:id',
    { ...member, schema: { tags, ...byId, response: okResponse(sentMessageSchema) } },
    async (request) =>
      ok(
        await deleteMessage({
          ...deps(),
          store: app.ports.files,
          viewer: currentUser(request),
          messageId: request.params.id,
        }),
      ),
  );

  app.get(
    '/messages/unread',
    { ...member, schema: { tags, response: okResponse(unreadCountSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await unreadCount(app.db, currentUser(request).id));
    },
  );

  app.get(
    '/messages/settings',
    { ...member, schema: { tags, response: okResponse(messagingSettingsSchema) } },
    async (request) => ok(await getMessagingSettings(app.db, currentUser(request).id)),
  );

  app.put(
    '/messages/settings',
    {
      ...member,
      schema: {
        tags,
        body: messagingSettingsRequestSchema,
        response: okResponse(messagingSettingsSchema),
      },
    },
    async (request) =>
      ok(
        await setMessageMails(app.db, currentUser(request).id, request.body.messageMails),
        'Saved.',
      ),
  );
};

/** Attachments: the conversation's two people, and admins reading a reported conversation. */
export const messageAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/attachments/:id',
    {
      schema: { tags: ['messages'], params: idParamSchema },
      preHandler: app.requireUser('student', 'tutor', 'admin'),
    },
    async (request, reply) => {
      const { meta, stored } = await readAttachment({
        db: app.db,
        store: app.ports.files,
        viewer: currentUser(request),
        fileId: request.params.id,
      });
      return sendStoredFile(reply, meta, stored);
    },
  );
};

export default messageRoutes;
