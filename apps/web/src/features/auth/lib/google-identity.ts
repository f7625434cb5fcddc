// Google Identity Services, loaded on demand (core-marketplace §7: "A Google identity script is
// loaded from its provider with a client id"). Only the parts the sign-in button uses are typed.
import { loadScript } from '@/lib/load-script';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with';
      shape?: 'rectangular' | 'pill';
      width?: number;
      logo_alignment?: 'left' | 'center';
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export async function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  await loadScript(GSI_SRC);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google identity services did not initialise');
  return id;
}
