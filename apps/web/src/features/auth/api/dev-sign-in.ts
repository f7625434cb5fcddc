// POST /api/dev/sign-in: the developer sign-in (only when /api/config says devSignIn). Same
// answer and outcomes as Google sign-in.
import { useMutation } from '@tanstack/react-query';
import type { DevSignInRequest } from '@tm/shared/schemas/auth';
import type { SignInResponse } from '@tm/shared/schemas/user';
import { api } from '@/lib/api-client';

export async function devSignIn(body: DevSignInRequest): Promise<SignInResponse> {
  return (await api.post<SignInResponse>('/dev/sign-in', body)).data;
}

export function useDevSignIn() {
  return useMutation({ mutationFn: devSignIn });
}
