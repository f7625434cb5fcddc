// The browser side of the call SDK's ports: RTCPeerConnection (the socket and clock: lib/live-socket).
import type { CreatePeer } from '@tm/shared/call/client';
import type { PeerState } from '@tm/shared/call/peer-state';
import type { IceCandidateInit, Sdp } from '@tm/shared/call/protocol';

export function browserPeerFactory(opts: {
  iceServers: RTCIceServer[];
  localStream: () => MediaStream | null;
  onRemoteStream: (stream: MediaStream) => void;
  onPeer?: (pc: RTCPeerConnection | null) => void;
}): CreatePeer {
  return (hooks) => {
    const pc = new RTCPeerConnection({ iceServers: opts.iceServers });
    opts.onPeer?.(pc);
    const local = opts.localStream();
    for (const track of local?.getTracks() ?? []) pc.addTrack(track, local!);
    pc.onicecandidate = (e) => {
      if (e.candidate && e.candidate.candidate)
        hooks.onIceCandidate(e.candidate.toJSON() as IceCandidateInit);
    };
    pc.oniceconnectionstatechange = () => hooks.onStateChange(pc.iceConnectionState as PeerState);
    pc.ontrack = (e) => {
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      opts.onRemoteStream(stream);
    };
    return {
      createOffer: async ({ iceRestart }) => (await pc.createOffer({ iceRestart })) as Sdp,
      createAnswer: async () => (await pc.createAnswer()) as Sdp,
      setLocalDescription: (d) => pc.setLocalDescription(d),
      setRemoteDescription: (d) => pc.setRemoteDescription(d),
      addIceCandidate: (c) => pc.addIceCandidate(c),
      close: () => {
        opts.onPeer?.(null);
        pc.close();
      },
    };
  };
}
