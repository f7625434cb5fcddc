// The call page's React side: it runs the shared engine (CallPage: checks, media, our call SDK,
// the page status and every §8 text that ends a call) with the browser's ports, and keeps the
// chat, the streams and the controls in React state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallClient } from '@tm/shared/call/client';
import { CallPage } from '@tm/shared/call/call-page';
import type { CallFailure } from '@tm/shared/call/call-failure';
import { CALL_MEDIA_CONSTRAINTS } from '@tm/shared/call/constants';
import type { CallPageStatus } from '@tm/shared/call/page-status';
import type { CallRole, ChatMessage } from '@tm/shared/call/protocol';
import { browserClock, openBrowserSocket } from '@/lib/live-socket';
import { browserPeerFactory } from './browser-ports';

function stopTracks(stream: MediaStream | null) {
  for (const t of stream?.getTracks() ?? []) t.stop();
}

export interface ChatEntry extends ChatMessage {
  mine: boolean;
  /** Written here, not yet stored by the server (queued while offline). */
  pending: boolean;
}

export interface CallView {
  chat: ChatEntry[];
  peerTyping: boolean;
  sendMessage(body: string): void;
  markRead(): void;
  setTyping(typing: boolean): void;
  status: CallPageStatus;
  /** Why the call ended, when it failed (worded by describeCallFailure); null otherwise. */
  failure: CallFailure | null;
  /** The media path dropped and the call is being recovered (ICE restart or re-call). */
  reconnecting: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  videoOff: boolean;
  toggleMute(): void;
  toggleVideo(): void;
  hangUp(): void;
}

/** Wires the class chat of the SDK client into React state. */
function wireChat(
  client: CallClient,
  selfId: string,
  setChat: (fn: (cur: ChatEntry[]) => ChatEntry[]) => void,
  setPeerTyping: (typing: boolean) => void,
) {
  const entry = (m: ChatMessage, pending = false): ChatEntry => ({
    ...m,
    mine: m.senderId === selfId,
    pending,
  });
  client.on('chatHistory', (messages) =>
    setChat((cur) => [...messages.map((m) => entry(m)), ...cur.filter((c) => c.pending)]),
  );
  client.on('chatMessage', (m) => {
    setPeerTyping(false);
    setChat((cur) => (cur.some((c) => c.id === m.id) ? cur : [...cur, entry(m)]));
  });
  client.on('chatSent', (m) =>
    setChat((cur) => {
      const i = cur.findIndex((c) => c.clientId === m.clientId && c.mine);
      if (i < 0) return cur.some((c) => c.id === m.id) ? cur : [...cur, entry(m)];
      const next = [...cur];
      next[i] = entry(m);
      return next;
    }),
  );
  client.on('chatMarker', ({ marker, ids, at }) =>
    setChat((cur) =>
      cur.map((c) =>
        ids.includes(c.id)
          ? {
              ...c,
              ...(marker === 'read'
                ? { readAt: at, deliveredAt: c.deliveredAt ?? at }
                : { deliveredAt: at }),
            }
          : c,
      ),
    ),
  );
  let typingTimer: number | null = null;
  client.on('typing', (typing) => {
    setPeerTyping(typing);
    if (typingTimer !== null) window.clearTimeout(typingTimer);
    if (typing) typingTimer = window.setTimeout(() => setPeerTyping(false), 6000);
  });
}

/** Which call the page joins and how it signs in to it. */
export interface CallTarget {
  /** The booking's id, or the consultation's with room=consultation (issue 16). */
  roomId: string;
  room: 'booking' | 'consultation';
  /** The sign-in token; a consultation's guest has none and gives the call key. */
  token: string | null;
  callKey: string | null;
  /** The signed-in user's id ('' for a guest): which chat messages are one's own. */
  selfId: string;
  getIceServers: () => Promise<RTCIceServer[]>;
}

export function useCall(opts: CallTarget & { role: CallRole }): CallView {
  const { roomId, room, token, callKey, role, selfId, getIceServers } = opts;
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const [peerTyping, setPeerTyping] = useState(false);
  const [page, setPage] = useState<{
    status: CallPageStatus;
    failure: CallFailure | null;
    reconnecting: boolean;
  }>({ status: 'connecting', failure: null, reconnecting: false });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const pageRef = useRef<CallPage<RTCIceServer> | null>(null);
  const localRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    const engine: CallPage<RTCIceServer> = new CallPage<RTCIceServer>({
      role,
      clock: browserClock,
      hasWebRtc:
        typeof RTCPeerConnection !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia),
      getIceServers,
      hasMedia: () => localRef.current !== null,
      getMedia: async () => {
        const stream = await navigator.mediaDevices.getUserMedia(CALL_MEDIA_CONSTRAINTS);
        if (cancelled) {
          stopTracks(stream);
          return false;
        }
        localRef.current = stream;
        setLocalStream(stream);
        return true;
      },
      makeClient: (iceServers) =>
        new CallClient({
          bookingId: roomId,
          room,
          ...(token ? { token } : {}),
          ...(callKey ? { callKey } : {}),
          clock: browserClock,
          openSocket: openBrowserSocket,
          createPeer: browserPeerFactory({
            iceServers,
            localStream: () => localRef.current,
            onRemoteStream: (stream) => {
              if (cancelled) return;
              setRemoteStream(stream);
              engine.remoteStream();
            },
          }),
        }),
      onClient: (client) => wireChat(client, selfId, setChat, setPeerTyping),
      onChange: (p) =>
        setPage({ status: p.status, failure: p.failure, reconnecting: p.reconnecting }),
    });
    pageRef.current = engine;
    void engine.start();

    return () => {
      cancelled = true;
      engine.dispose();
      pageRef.current = null;
      stopTracks(localRef.current);
      localRef.current = null;
    };
    // getIceServers is fixed for a room (the caller passes a stable function).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId, room, role, token, callKey, selfId]);

  // A call that has ended releases the camera (the engine has closed the socket).
  useEffect(() => {
    if (page.status === 'ended') stopTracks(localRef.current);
  }, [page.status]);

  const toggleMute = useCallback(() => {
    const next = !muted;
    for (const t of localRef.current?.getAudioTracks() ?? []) t.enabled = !next;
    setMuted(next);
  }, [muted]);
  const toggleVideo = useCallback(() => {
    const next = !videoOff;
    for (const t of localRef.current?.getVideoTracks() ?? []) t.enabled = !next;
    setVideoOff(next);
  }, [videoOff]);
  const hangUp = useCallback(() => pageRef.current?.hangUp(), []);

  const sendMessage = useCallback(
    (body: string) => {
      const client = pageRef.current?.client;
      const text = body.trim();
      if (!client || !text) return;
      const clientId = client.sendMessage(text);
      setChat((cur) => [
        ...cur,
        {
          id: clientId,
          clientId,
          senderId: selfId,
          body: text,
          createdAt: new Date().toISOString(),
          deliveredAt: null,
          readAt: null,
          mine: true,
          pending: true,
        },
      ]);
    },
    [selfId],
  );
  const markRead = useCallback(() => {
    const unread = chat.filter((c) => !c.mine && !c.readAt).map((c) => c.id);
    const client = pageRef.current?.client;
    if (!unread.length || !client || client.connection !== 'online') return;
    client.markRead(unread);
    const at = new Date().toISOString();
    setChat((cur) => cur.map((c) => (unread.includes(c.id) ? { ...c, readAt: at } : c)));
  }, [chat]);
  const setTyping = useCallback(
    (typing: boolean) => pageRef.current?.client?.setTyping(typing),
    [],
  );

  return {
    chat,
    peerTyping,
    sendMessage,
    markRead,
    setTyping,
    status: page.status,
    failure: page.failure,
    reconnecting: page.reconnecting,
    localStream,
    remoteStream,
    muted,
    videoOff,
    toggleMute,
    toggleVideo,
    hangUp,
  };
}
