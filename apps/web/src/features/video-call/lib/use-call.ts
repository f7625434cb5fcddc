// The call page's React side: it runs the shared engine (CallPage: checks, media, our call SDK,
// the page status and every §8 text that ends a call) with the browser's ports, and keeps the
// chat, the streams and the controls in React state.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallClient } from '@tm/shared/call/client';
import { CallPage } from '@tm/shared/call/call-page';
import type { CallFailure } from '@tm/shared/call/call-failure';
import { mediaConstraints, type DeviceKind } from '@tm/shared/call/device-check';
import { CALL_MSG } from '@tm/shared/call/messages';
import type { CallPageStatus } from '@tm/shared/call/page-status';
import type { CallRole, ChatMessage } from '@tm/shared/call/protocol';
import { browserClock, openBrowserSocket } from '@/lib/live-socket';
import { browserPeerFactory, videoTransceivers, type PeerMediaState } from './browser-ports';
import { loadDeviceChoice, saveDeviceChoice } from './device-choice';

function stopTracks(stream: MediaStream | null) {
  for (const t of stream?.getTracks() ?? []) t.stop();
}

/**
 * Calls `fn` once media arrives on the stream: a remote track starts muted and unmutes with its
 * first packets (audio or video, whichever comes first).
 */
export function whenFlowing(stream: MediaStream, fn: () => void): void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    fn();
  };
  const watch = (t: MediaStreamTrack) => {
    if (!t.muted) return fire();
    t.addEventListener('unmute', fire, { once: true });
  };
  stream.getTracks().forEach(watch);
  stream.addEventListener('addtrack', (e) => watch(e.track));
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
  /** The other person closed their page (not a network drop); they may come back. */
  peerLeft: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  videoOff: boolean;
  toggleMute(): void;
  toggleVideo(): void;
  hangUp(): void;
  /** Uses another camera, microphone or speaker now (replaceTrack: no new negotiation). */
  switchDevice(kind: DeviceKind, id: string): Promise<void>;
  /** The speaker the other side is heard on ('' = the system's default). */
  speaker: string;
  /** The screen we share (null when not sharing). */
  sharing: boolean;
  startShare(): Promise<void>;
  stopShare(): void;
  /** Why screen sharing or a device switch did not work, in plain words (null when fine). */
  mediaNotice: string | null;
  /** The other side's screen (shown large while they share). */
  remoteScreen: MediaStream | null;
  /** What the other side says of its microphone, camera and screen. */
  peerMedia: PeerMediaState;
  /** The SDK client (the whiteboard talks through it); null before it exists. */
  client: CallClient | null;
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
  /** The booking's id, or the consultation's with room=consultation. */
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
    peerLeft: boolean;
  }>({ status: 'connecting', failure: null, reconnecting: false, peerLeft: false });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const pageRef = useRef<CallPage<RTCIceServer> | null>(null);
  const localRef = useRef<MediaStream | null>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const [client, setClient] = useState<CallClient | null>(null);
  const screenRef = useRef<MediaStreamTrack | null>(null);
  const channelRef = useRef<RTCDataChannel | null>(null);
  const [speaker, setSpeaker] = useState(() => loadDeviceChoice().speaker ?? '');
  const [sharing, setSharing] = useState(false);
  const [mediaNotice, setMediaNotice] = useState<string | null>(null);
  const [remoteScreen, setRemoteScreen] = useState<MediaStream | null>(null);
  const [peerMedia, setPeerMedia] = useState<PeerMediaState>({
    muted: false,
    videoOff: false,
    sharing: false,
  });
  // What we tell the other side; read when the state channel opens (also after a re-call).
  const ownState = useRef<PeerMediaState>({ muted: false, videoOff: false, sharing: false });
  const tellPeer = useCallback((patch: Partial<PeerMediaState>) => {
    ownState.current = { ...ownState.current, ...patch };
    const ch = channelRef.current;
    if (ch?.readyState === 'open') ch.send(JSON.stringify(ownState.current));
  }, []);

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
        // The devices chosen in the device check (ideal: an unplugged one falls back to another).
        const stream = await navigator.mediaDevices.getUserMedia(
          mediaConstraints(loadDeviceChoice()),
        );
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
              // Active means media is flowing, not merely that a stream was announced.
              whenFlowing(stream, () => !cancelled && engine.remoteStream());
            },
            onPeer: (pc) => {
              pcRef.current = pc;
              if (!pc) setPeerMedia((p) => ({ ...p, sharing: false }));
            },
            screenTrack: () => screenRef.current,
            onRemoteScreen: (track) => {
              if (!cancelled) setRemoteScreen(new MediaStream([track]));
            },
            onStateChannel: (channel) => {
              channelRef.current = channel;
              channel.onopen = () => channel.send(JSON.stringify(ownState.current));
              channel.onmessage = (e) => {
                if (cancelled || typeof e.data !== 'string') return;
                try {
                  const m = JSON.parse(e.data) as Partial<PeerMediaState>;
                  setPeerMedia({
                    muted: m.muted === true,
                    videoOff: m.videoOff === true,
                    sharing: m.sharing === true,
                  });
                } catch {
                  // Not ours: ignored.
                }
              };
            },
          }),
        }),
      onClient: (c) => {
        wireChat(c, selfId, setChat, setPeerTyping);
        setClient(c);
      },
      onChange: (p) =>
        setPage({
          status: p.status,
          failure: p.failure,
          reconnecting: p.reconnecting,
          peerLeft: p.peerLeft,
        }),
    });
    pageRef.current = engine;
    void engine.start();
    // A page that goes away says so: the other side sees "left" at once, not a drop to wait out.
    const onPageHide = () => engine.leave();
    window.addEventListener('pagehide', onPageHide);

    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      engine.dispose();
      pageRef.current = null;
      stopTracks(localRef.current);
      localRef.current = null;
      screenRef.current?.stop();
      screenRef.current = null;
    };
    // getIceServers is fixed for a room (the caller passes a stable function).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId, room, role, token, callKey, selfId]);

  // A call that has ended releases the camera (the engine has closed the socket).
  useEffect(() => {
    if (page.status !== 'ended') return;
    stopTracks(localRef.current);
    screenRef.current?.stop();
  }, [page.status]);

  const toggleMute = useCallback(() => {
    const next = !muted;
    for (const t of localRef.current?.getAudioTracks() ?? []) t.enabled = !next;
    setMuted(next);
    tellPeer({ muted: next });
  }, [muted, tellPeer]);
  const toggleVideo = useCallback(() => {
    const next = !videoOff;
    for (const t of localRef.current?.getVideoTracks() ?? []) t.enabled = !next;
    setVideoOff(next);
    tellPeer({ videoOff: next });
  }, [videoOff, tellPeer]);

  const switchDevice = useCallback(
    async (kind: DeviceKind, id: string) => {
      setMediaNotice(null);
      saveDeviceChoice({ [kind]: id || null });
      if (kind === 'speaker') {
        setSpeaker(id);
        return;
      }
      const local = localRef.current;
      if (!local) return;
      const video = kind === 'camera';
      let fresh: MediaStream;
      try {
        fresh = await navigator.mediaDevices.getUserMedia(
          mediaConstraints({ camera: video ? id : null, microphone: video ? null : id }, 'exact', {
            audio: !video,
            video,
          }),
        );
      } catch {
        setMediaNotice(
          video
            ? 'That camera could not be started. The call goes on with the one you had.'
            : 'That microphone could not be started. The call goes on with the one you had.',
        );
        return;
      }
      const track = fresh.getTracks()[0]!;
      const old = (video ? local.getVideoTracks() : local.getAudioTracks())[0] ?? null;
      track.enabled = video ? !videoOff : !muted;
      // The camera's sender is the first video line's (the second is the screen's).
      const pc = pcRef.current;
      const sender = pc
        ? video
          ? (videoTransceivers(pc)[0]?.sender ?? null)
          : (pc.getTransceivers().find((t) => t.receiver.track.kind === 'audio')?.sender ?? null)
        : null;
      try {
        if (sender) await sender.replaceTrack(track);
      } catch {
        track.stop();
        setMediaNotice(
          'That device could not be used in the call. The call goes on with the one you had.',
        );
        return;
      }
      if (old) {
        local.removeTrack(old);
        old.stop();
      }
      local.addTrack(track);
      // A new stream object so the self-view shows the new camera.
      setLocalStream(new MediaStream(local.getTracks()));
    },
    [muted, videoOff],
  );

  const stopShare = useCallback(() => {
    const track = screenRef.current;
    screenRef.current = null;
    track?.stop();
    const pc = pcRef.current;
    const screen = pc ? videoTransceivers(pc)[1] : undefined;
    if (screen) void screen.sender.replaceTrack(null).catch(() => {});
    setSharing(false);
    tellPeer({ sharing: false });
  }, [tellPeer]);

  const startShare = useCallback(async () => {
    setMediaNotice(null);
    if (!navigator.mediaDevices?.getDisplayMedia) {
      setMediaNotice(CALL_MSG.noDisplayMedia);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getDisplayMedia({
        video: { frameRate: { ideal: 10, max: 15 } },
        audio: false,
      });
    } catch (err) {
      // Choosing Cancel in the browser's picker is not an error worth a message.
      if ((err as { name?: string }).name !== 'NotAllowedError')
        setMediaNotice('Your screen could not be shared. Please try again.');
      return;
    }
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    // Text and slides stay sharp rather than smooth.
    track.contentHint = 'detail';
    // "Stop sharing" in the browser's own bar ends the track.
    track.onended = () => {
      if (screenRef.current === track) stopShare();
    };
    screenRef.current = track;
    const pc = pcRef.current;
    const screen = pc ? videoTransceivers(pc)[1] : undefined;
    if (screen) await screen.sender.replaceTrack(track);
    setSharing(true);
    tellPeer({ sharing: true });
  }, [stopShare, tellPeer]);
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
    peerLeft: page.peerLeft,
    localStream,
    remoteStream,
    muted,
    videoOff,
    toggleMute,
    toggleVideo,
    hangUp,
    switchDevice,
    speaker,
    sharing,
    startShare,
    stopShare,
    mediaNotice,
    remoteScreen,
    peerMedia,
    client,
  };
}
