// The browser side of the call SDK's ports: RTCPeerConnection (the socket and clock: lib/live-socket).
import type { CreatePeer } from '@tm/shared/call/client';
import type { PeerState } from '@tm/shared/call/peer-state';
import type { IceCandidateInit, Sdp } from '@tm/shared/call/protocol';

/** What each side tells the other over the peer's data channel (never through the server). */
export interface PeerMediaState {
  muted: boolean;
  videoOff: boolean;
  sharing: boolean;
}

/**
 * The video transceivers of a connection in order: the camera first, then the screen. Both sides
 * create them in that order (the offerer adds the screen's after its tracks; the answerer's comes
 * from the offer's second video line), so the index says which is which.
 */
export function videoTransceivers(pc: RTCPeerConnection): RTCRtpTransceiver[] {
  return pc.getTransceivers().filter((t) => t.receiver.track.kind === 'video');
}

export function browserPeerFactory(opts: {
  iceServers: RTCIceServer[];
  /** Relay-only ('relay') for networks that need a TURN server; 'all' by default. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  localStream: () => MediaStream | null;
  onRemoteStream: (stream: MediaStream) => void;
  onPeer?: (pc: RTCPeerConnection | null) => void;
  /** The screen being shared now (set on a new connection too, after a re-call). */
  screenTrack?: () => MediaStreamTrack | null;
  /** The other side's screen track (its frames flow only while they share). */
  onRemoteScreen?: (track: MediaStreamTrack) => void;
  /** The state channel is open (the offerer creates it, the answerer receives it). */
  onStateChannel?: (channel: RTCDataChannel) => void;
}): CreatePeer {
  return (hooks) => {
    const pc = new RTCPeerConnection({
      iceServers: opts.iceServers,
      ...(opts.iceTransportPolicy ? { iceTransportPolicy: opts.iceTransportPolicy } : {}),
    });
    opts.onPeer?.(pc);
    const local = opts.localStream();
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    pc.onicecandidate = (e) => {
      if (e.candidate && e.candidate.candidate)
        hooks.onIceCandidate(e.candidate.toJSON() as IceCandidateInit);
    };
    pc.oniceconnectionstatechange = () => hooks.onStateChange(pc.iceConnectionState as PeerState);
    pc.ontrack = (e) => {
      // The second video line is the screen: it never replaces the camera's stream.
      if (e.track.kind === 'video' && videoTransceivers(pc).indexOf(e.transceiver) === 1) {
        opts.onRemoteScreen?.(e.track);
        return;
      }
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      opts.onRemoteStream(stream);
    };
    pc.ondatachannel = (e) => opts.onStateChannel?.(e.channel);
    // Screen sharing needs no renegotiation: the offer carries a second video line from the start
    // (empty until a screen is shared) and a data channel for the mute / camera / sharing state.
    let extrasAdded = false;
    const addExtras = () => {
      if (extrasAdded) return;
      extrasAdded = true;
      pc.addTransceiver(opts.screenTrack?.() ?? 'video', { direction: 'sendrecv' });
      opts.onStateChannel?.(pc.createDataChannel('state'));
    };
    return {
      createOffer: async ({ iceRestart }) => {
        if (!pc.remoteDescription) addExtras();
        return (await pc.createOffer({ iceRestart })) as Sdp;
      },
      createAnswer: async () => (await pc.createAnswer()) as Sdp,
      setLocalDescription: (d) => pc.setLocalDescription(d),
      setRemoteDescription: async (d) => {
        await pc.setRemoteDescription(d);
        if (d.type !== 'offer') return;
        // The answerer may send on the screen line too (it starts receive-only).
        const screen = videoTransceivers(pc)[1];
        if (screen && screen.direction !== 'sendrecv') {
          screen.direction = 'sendrecv';
          const track = opts.screenTrack?.() ?? null;
          if (track) await screen.sender.replaceTrack(track);
        }
      },
      addIceCandidate: (c) => pc.addIceCandidate(c),
      close: () => {
        opts.onPeer?.(null);
        pc.close();
      },
    };
  };
}
