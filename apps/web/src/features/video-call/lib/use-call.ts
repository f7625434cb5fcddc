// The call page's engine (mentorship-policies-video §4-§5, §8): checks, media, our call SDK over
// the signalling socket, and the page status (shared rule nextPageStatus). Every §8 text that
// ends a call is produced here.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { CallClient } from '@tm/shared/call/client';
import { CALL_MEDIA_CONSTRAINTS, CHAT_POLL } from '@tm/shared/call/constants';
import { CALL_MSG, startFailedMessage } from '@tm/shared/call/messages';
import {
  nextPageStatus,
  type CallPageEvent,
  type CallPageStatus,
} from '@tm/shared/call/page-status';
import type { CallRole, ChatMessage } from '@tm/shared/call/protocol';
import { getIceServers } from '../api/get-ice-servers';
import { browserClock, browserPeerFactory, openBrowserSocket } from './browser-ports';
import { isPermissionError } from './call-checks';

interface State {
  status: CallPageStatus;
  message: string | null;
}

function reducer(
  role: CallRole,
): (s: State, a: { event: CallPageEvent; message?: string | null }) => State {
  return (s, a) => {
    const status = nextPageStatus(s.status, a.event, role);
    if (status === s.status) return s;
    return { status, message: status === 'ended' ? (a.message ?? null) : s.message };
  };
}

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
  message: string | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  videoOff: boolean;
  toggleMute(): void;
  toggleVideo(): void;
  hangUp(): void;
}

export function useCall(opts: {
  booking: BookingDto;
  role: CallRole;
  token: string;
  selfId: string;
}): CallView {
  const { booking, role, token, selfId } = opts;
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const [peerTyping, setPeerTyping] = useState(false);
  const [state, dispatch] = useReducer(reducer(role), { status: 'connecting', message: null });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const clientRef = useRef<CallClient | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const statusRef = useRef(state.status);
  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  useEffect(() => {
    let cancelled = false;
    const timers: number[] = [];
    const end = (event: CallPageEvent, message: string | null) => {
      if (!cancelled) dispatch({ event, message });
    };
    const media = async () => {
      const stream = await navigator.mediaDevices.getUserMedia(CALL_MEDIA_CONSTRAINTS);
      if (cancelled) {
        stopTracks(stream);
        return null;
      }
      localRef.current = stream;
      setLocalStream(stream);
      return stream;
    };

    async function run() {
      if (typeof RTCPeerConnection === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
        return end('error', startFailedMessage({ reason: CALL_MSG.noWebRtc }));
      }
      // The ICE servers and (for the tutor) the camera are fetched side by side.
      const ice = getIceServers().then(
        (servers) => ({ servers, error: null }),
        (error: Error) => ({ servers: [] as RTCIceServer[], error }),
      );
      const tutorMedia =
        role === 'tutor'
          ? media().then(
              (stream) => ({ stream, error: null }),
              (error: unknown) => ({ stream: null, error }),
            )
          : null;
      const { servers: iceServers, error: iceError } = await ice;
      if (iceError) return end('error', CALL_MSG.failedToConnect(iceError.message));
      if (cancelled) return;
      if (tutorMedia) {
        // §5: camera and microphone permission is checked before a tutor starts a call.
        try {
          const got = await tutorMedia;
          if (got.error) throw got.error;
          if (!got.stream) return;
        } catch (err) {
          return end(
            'error',
            isPermissionError(err)
              ? CALL_MSG.mediaDenied
              : startFailedMessage({ reason: (err as Error).message || String(err) }),
          );
        }
      }
      const client = new CallClient({
        bookingId: booking._id,
        token,
        clock: browserClock,
        openSocket: openBrowserSocket,
        createPeer: browserPeerFactory({
          iceServers,
          localStream: () => localRef.current,
          onRemoteStream: (stream) => {
            if (cancelled) return;
            setRemoteStream(stream);
            dispatch({ event: 'remote-stream' });
          },
        }),
      });
      clientRef.current = client;

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

      client.on('refused', (reason) => end('error', CALL_MSG.failedToConnect(reason)));
      client.on('ready', () => {
        if (role === 'student') {
          dispatch({ event: 'ready' });
          return;
        }
        if (client.session) return; // a reconnect: the SDK resumes the session itself
        client.call().then(
          () => dispatch({ event: 'calling' }),
          () => end('error', CALL_MSG.initiateFailed),
        );
      });
      client.on('incoming', () => {
        dispatch({ event: 'incoming' });
        if (role !== 'student') return;
        // §4: the student automatically gets camera and microphone, then accepts.
        void (async () => {
          try {
            if (!localRef.current && !(await media())) return;
          } catch {
            client.reject();
            return end('error', CALL_MSG.joinFailed);
          }
          try {
            await client.accept();
          } catch (err) {
            end('error', CALL_MSG.failedToConnect((err as Error).message));
          }
        })();
      });
      client.on('notAnswered', () => end('not-answered', CALL_MSG.notAnswered));
      client.on('rejected', () => end('rejected', CALL_MSG.rejected));
      client.on('stopped', () => end('stopped', null));
      client.on('closed', (reason) => {
        if (reason === 'connection-lost') end('error', CALL_MSG.connectionLost);
      });
      let lostTimer: number | null = null;
      client.on('connection', (c) => {
        if (c === 'online' && lostTimer !== null) {
          window.clearTimeout(lostTimer);
          lostTimer = null;
        }
        if (c === 'disconnected' && lostTimer === null && statusRef.current !== 'ended') {
          // The socket reconnects by itself; a call that cannot get it back in time has ended.
          lostTimer = window.setTimeout(
            () => end('chat-disconnected', CALL_MSG.connectionLost),
            client.timings.disconnectTimeInterval * 1000,
          );
          timers.push(lostTimer);
        }
      });

      try {
        client.connect();
      } catch {
        return end('error', startFailedMessage('chat'));
      }
      // §9: the chat connection is polled every 500 ms, up to 60 times.
      let polls = 0;
      const poll = () => {
        if (cancelled || client.connection === 'online' || statusRef.current === 'ended') return;
        if (++polls >= CHAT_POLL.attempts) {
          client.disconnect();
          return end('chat-disconnected', CALL_MSG.chatPollFailed);
        }
        timers.push(window.setTimeout(poll, CHAT_POLL.intervalMs));
      };
      poll();
    }
    void run();

    return () => {
      cancelled = true;
      for (const t of timers) window.clearTimeout(t);
      clientRef.current?.disconnect();
      clientRef.current = null;
      stopTracks(localRef.current);
      localRef.current = null;
    };
  }, [booking._id, role, token, selfId]);

  // A call that has ended releases the camera and the socket.
  useEffect(() => {
    if (state.status !== 'ended') return;
    clientRef.current?.disconnect();
    stopTracks(localRef.current);
  }, [state.status]);

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
  const hangUp = useCallback(() => {
    clientRef.current?.stop();
    dispatch({ event: 'hang-up' });
  }, []);

  const sendMessage = useCallback(
    (body: string) => {
      const client = clientRef.current;
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
    if (!unread.length || clientRef.current?.connection !== 'online') return;
    clientRef.current.markRead(unread);
    const at = new Date().toISOString();
    setChat((cur) => cur.map((c) => (unread.includes(c.id) ? { ...c, readAt: at } : c)));
  }, [chat]);
  const setTyping = useCallback((typing: boolean) => clientRef.current?.setTyping(typing), []);

  return {
    chat,
    peerTyping,
    sendMessage,
    markRead,
    setTyping,
    status: state.status,
    message: state.message,
    localStream,
    remoteStream,
    muted,
    videoOff,
    toggleMute,
    toggleVideo,
    hangUp,
  };
}
