// POST /api/google-sign-in (core-marketplace §7): body credential, role, authType; reads
// data.accessToken and data.user.
import { useMutation } from '@tanstack/react-query';
import type { GoogleSignInRequest } from '@tm/shared/schemas/auth';
import type { SignInResponse } from '@tm/shared/schemas/user';
import { api } from '@/lib/api-client';

export async function googleSignIn(body: GoogleSignInRequest): Promise<SignInResponse> {
  return (await api.post<SignInResponse>('/google-sign-in', body)).data;
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn });
}
