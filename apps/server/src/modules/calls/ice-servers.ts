import crypto from 'node:crypto';
import type { Config } from '../../config';

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/**
 * TURN REST credentials as coturn's `use-auth-secret` expects: the username is
 * "<expiry unix seconds>:<user id>", the password base64(HMAC-SHA1(secret, username)).
 */
export function turnCredentials(
  secret: string,
  userId: string,
  ttlSeconds: number,
  now = new Date(),
): { username: string; credential: string; expiresAt: Date } {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: new Date(expiry * 1000) };
}

/** STUN and TURN servers for one user, from configuration (none configured: an empty list). */
export function iceServersFor(
  config: Pick<Config, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_SECONDS'>,
  userId: string,
  now = new Date(),
): { iceServers: IceServer[]; ttlSeconds: number } {
  const iceServers: IceServer[] = [];
  if (config.STUN_URLS.length) iceServers.push({ urls: config.STUN_URLS });
  if (config.TURN_URLS.length && config.TURN_SECRET) {
    const { username, credential } = turnCredentials(
      config.TURN_SECRET,
      userId,
      config.TURN_TTL_SECONDS,
      now,
    );
    iceServers.push({ urls: config.TURN_URLS, username, credential });
  }
  return { iceServers, ttlSeconds: config.TURN_TTL_SECONDS };
}
