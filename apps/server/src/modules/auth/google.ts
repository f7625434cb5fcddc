import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '@tm/shared/errors';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  email: string;
  fullName: string;
  googleSub: string;
}

const jwksCache = new Map<string, JWTVerifyGetKey>();
function jwksFor(url: string): JWTVerifyGetKey {
  let jwks = jwksCache.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), {
      cooldownDuration: 30_000,
      cacheMaxAge: 6 * 3600_000,
    });
    jwksCache.set(url, jwks);
  }
  return jwks;
}

/**
 * Verifies a Google ID token for real: RS256 signature against Google's JWKS, audience equal to
 * our client id, Google's issuer, not expired, and a verified email. Every refusal is a 401 that
 * says which check failed (never the token itself).
 */
export async function verifyGoogleIdToken(
  credential: string,
  opts: { clientId: string; jwksUrl: string },
): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, jwksFor(opts.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: opts.clientId,
      algorithms: ['RS256'],
      clockTolerance: 5,
    }));
  } catch (err) {
    throw new AppError('UNAUTHORIZED', describeJoseError(err));
  }
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw new AppError(
      'UNAUTHORIZED',
      'Google sign-in refused: the Google account email is not verified.',
    );
  }
  if (typeof payload.email !== 'string' || !payload.sub) {
    throw new AppError('UNAUTHORIZED', 'Google sign-in refused: the token carries no email.');
  }
  const name = typeof payload.name === 'string' ? payload.name : '';
  return { email: payload.email.toLowerCase(), fullName: name, googleSub: payload.sub };
}

function describeJoseError(err: unknown): string {
  if (err instanceof errors.JWTExpired) return 'Google sign-in refused: the token has expired.';
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud')
      return 'Google sign-in refused: the token was issued for another application.';
    if (err.claim === 'iss') return 'Google sign-in refused: the token was not issued by Google.';
    return `Google sign-in refused: the token's ${err.claim} claim is invalid.`;
  }
  if (err instanceof errors.JWSSignatureVerificationFailed)
    return 'Google sign-in refused: the token signature is invalid.';
  if (err instanceof errors.JOSEAlgNotAllowed)
    return 'Google sign-in refused: the token is not signed with an accepted algorithm.';
  if (err instanceof errors.JWKSNoMatchingKey)
    return 'Google sign-in refused: the token was not signed by a known Google key.';
  if (
    err instanceof errors.JWKSTimeout ||
    (err instanceof errors.JOSEError && err.code === 'ERR_JWKS_INVALID')
  ) {
    return 'Google sign-in is temporarily unavailable: Google keys could not be loaded.';
  }
  return 'Google sign-in refused: the token is not a valid Google ID token.';
}
