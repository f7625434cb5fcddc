// The Google sign-in button (core-marketplace §2 step 1): Google's script is fetched only when
// this renders, and Google draws the button itself into our container.
import { useEffect, useRef, useState } from 'react';
import type { AuthType } from '@tm/shared/constants/marketplace';
import { MSG } from '@tm/shared/messages';
import { Spinner } from '@/components/ui/spinner';
import { loadGoogleIdentity } from '../lib/google-identity';

interface GoogleSignInButtonProps {
  clientId: string;
  authType: AuthType;
  onCredential: (credential: string) => void;
}

export function GoogleSignInButton({ clientId, authType, onCredential }: GoogleSignInButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadGoogleIdentity()
      .then((identity) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredentialRef.current(credential),
          context: authType === 'login' ? 'signin' : 'signup',
          ux_mode: 'popup',
        });
        identity.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: authType === 'login' ? 'signin_with' : 'signup_with',
          width: Math.min(container.offsetWidth || 320, 400),
          logo_alignment: 'center',
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, authType]);

  return (
    <div>
      <div ref={containerRef} className="flex min-h-11 justify-center" />
      {status === 'loading' && (
        <p className="flex items-center justify-center gap-2 text-sm text-neutral-600">
          <Spinner /> Loading Google sign-in…
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-center text-sm text-danger-700">
          {MSG.googleSignInFailed} Check your connection and reload the page.
        </p>
      )}
    </div>
  );
}
