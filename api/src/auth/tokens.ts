import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret (session token, invite link): 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only a token's hash is stored, so a copy of the database opens no session and no invite. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
