/**
 * Whether an email is an admin by ADMIN_EMAILS (already lower-cased and trimmed by config):
 * an exact address, or an entry "@domain" for every address at that domain. Pure and cheap: the
 * auth hook calls it on every request with the email loaded with the token.
 */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  const domain = at >= 0 ? e.slice(at) : null;
  return adminEmails.some((entry) => entry === e || (entry.startsWith('@') && entry === domain));
}

export const MSG_ADMIN_REMOVED =
  'This account no longer has admin access. Please ask an administrator if this is a mistake.';
