import { z } from 'zod';
import { AUTH_TYPES, SIGN_UP_ROLES } from '../constants/marketplace';
import { emailSchema } from './common';

const roleSchema = z.enum(SIGN_UP_ROLES, { error: 'Role must be student or tutor.' });
const authTypeSchema = z.enum(AUTH_TYPES, { error: 'authType must be registration or login.' });

/**
 * core-marketplace §4 Sign-up. `role` is what the screen asks for (the query's userRole); it may be
 * left out in login mode (the login link carries no role). Without `authType` (a client written to
 * §7 sends only credential and role): with a role, the existing account signs in or one is
 * created with that role (the answer's isNewUser says which); without a role it is a login.
 */
export const googleSignInRequestSchema = z
  .object({
    credential: z
      .string({ error: 'Google credential is required.' })
      .min(1, { error: 'Google credential is required.' })
      .max(8192, { error: 'Google credential is too long.' }),
    role: roleSchema.optional(),
    authType: authTypeSchema.optional(),
  })
  .refine((b) => b.authType !== 'registration' || b.role !== undefined, {
    error: 'Role is required to create an account.',
    path: ['role'],
  });
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>;

export const devSignInRequestSchema = z
  .object({
    email: emailSchema,
    fullName: z.string().trim().max(120, { error: 'Full name is too long.' }).optional(),
    role: roleSchema.optional(),
    authType: authTypeSchema.optional(),
  })
  .refine((b) => b.authType !== 'registration' || b.role !== undefined, {
    error: 'Role is required to create an account.',
    path: ['role'],
  });
export type DevSignInRequest = z.infer<typeof devSignInRequestSchema>;
