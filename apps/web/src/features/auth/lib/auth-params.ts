// core-marketplace §2 "Authentication screen": driven by query parameters authType, userRole and
// tutoringMode. The header's Log In link spells `authtype` in lower case, so both are read.
import {
  AUTH_TYPES,
  SIGN_UP_ROLES,
  TUTORING_MODES,
  type AuthType,
  type SignUpRole,
  type TutoringMode,
} from '@tm/shared/constants/marketplace';

export interface AuthParams {
  authType: AuthType;
  /** Always set in registration mode; in login mode only when the link named one. */
  userRole: SignUpRole | undefined;
  tutoringMode: TutoringMode | undefined;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

export function readAuthParams(search: URLSearchParams): AuthParams {
  // Login when absent or unknown, as the shared request schema defaults it.
  const authType = oneOf(AUTH_TYPES, search.get('authType') ?? search.get('authtype')) ?? 'login';
  const named = oneOf(SIGN_UP_ROLES, search.get('userRole') ?? search.get('userrole'));
  // Decision: a registration link without a role signs up a student (the common case; a tutor
  // always arrives through "Become a tutor", which names the role).
  const userRole = named ?? (authType === 'registration' ? 'student' : undefined);
  const tutoringMode = oneOf(TUTORING_MODES, search.get('tutoringMode'));
  return { authType, userRole, tutoringMode };
}
