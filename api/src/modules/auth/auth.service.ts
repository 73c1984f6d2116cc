import type { Language } from '@alumni/shared/i18n';
import { randomUUID } from 'node:crypto';
import { WRONG_PASSWORD_CODE } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors';
import * as repo from './auth.repository';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import type { MailNotices } from '../mail';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { passwordChangedMail } from './security-mails';
import { hashRefreshToken, newRefreshToken, type TokenService } from './tokens';

/**
 * The login limits (README, "Lockouts"): `pair` counts attempts per account and client address (a
 * success clears it), `account` counts failures per account from every address (the ceiling).
 */
export type LoginLimiters = { pair: AttemptLimiter; account: AttemptLimiter };

export type AuthDeps = {
  db: Kysely<DB>;
  tokens: TokenService;
  config: Pick<Config, 'refreshTokenTtl' | 'refreshTokenReuseGrace' | 'publicOrigin'>;
  loginLimiters: LoginLimiters;
  /** The mail telling the account its password was changed. */
  notices: MailNotices;
};

/** Who is asking: stored with each refresh token. */
export type ClientInfo = { userAgent: string | null; ip: string | null };

/** What a successful sign-in gives the route: the access JWT and the refresh token for the cookie. */
export type Session = { userId: number; access: string; refreshToken: string };

const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists.';
const BAD_CREDENTIALS_MESSAGE = 'Unable to log in with provided credentials.';
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Starts (or continues, on refresh) a session: its refresh-token family, whose id is the access JWT's `sid`. */
async function startFamily(
  db: Kysely<DB>,
  deps: AuthDeps,
  userId: number,
  client: ClientInfo,
  familyId: string = randomUUID(),
): Promise<{ refreshToken: string; sessionId: string }> {
  const { token, hash } = newRefreshToken();
  await repo.insertRefreshToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hash,
    expires_at: new Date(Date.now() + deps.config.refreshTokenTtl * 1000),
    user_agent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  return { refreshToken: token, sessionId: familyId };
}

const signAccess = (deps: AuthDeps, user: repo.AuthUser, sessionId: string) =>
  deps.tokens.signAccess({ userId: user.id, passwordChangedAt: user.password_changed_at, sessionId });

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function emailTaken(): ConflictError {
  return new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN', { email: [EMAIL_TAKEN_MESSAGE] });
}

/** The shared contract checks the length; the list of common passwords lives here, on the server. */
function assertNotCommon(password: string, field: 'password1' | 'new_password1') {
  if (isCommonPassword(password))
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] }, 'PASSWORD_TOO_COMMON');
}

/** Creates the account and its first session in one transaction: no user without tokens. */
export async function register(
  deps: AuthDeps,
  input: { email: string; password: string; language: Language },
  client: ClientInfo,
): Promise<Session & { email: string }> {
  const email = input.email.trim().toLowerCase();
  assertNotCommon(input.password, 'password1');
  const passwordHash = await hashPassword(input.password);
  try {
    const { user, refreshToken, sessionId } = await deps.db.transaction().execute(async (trx) => {
      if (await repo.findUserByEmail(trx, email)) throw emailTaken();
      const user = await repo.insertUser(trx, { email, password_hash: passwordHash, language: input.language });
      return { user, ...(await startFamily(trx, deps, user.id, client)) };
    });
    return { userId: user.id, email: user.email, access: await signAccess(deps, user, sessionId), refreshToken };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const pairKey = (email: string, client: ClientInfo) => `${email} ${client.ip ?? 'unknown'}`;

function tooManyAttempts(wait: number, fromHere: boolean): TooManyRequestsError {
  const minutes = Math.ceil(wait / 60);
  const where = fromHere ? ' from your network' : '';
  return new TooManyRequestsError(
    wait,
    `Too many failed login attempts for this account${where}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  );
}

/**
 * Checks the password under two limits: attempts per account and client address (a stranger failing
 * elsewhere does not lock the owner out; a success clears it) and failures per account from all
 * addresses (a higher ceiling against a guessing run spread over many addresses). Both are counted
 * before the password is checked, so parallel guesses cannot slip past them.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<Session> {
  const email = input.email.trim().toLowerCase();
  const { pair, account } = deps.loginLimiters;
  const pairWait = await pair.hit(pairKey(email, client));
  if (pairWait > 0) throw tooManyAttempts(pairWait, true);
  const accountWait = await account.hit(email);
  if (accountWait > 0) {
    await pair.refund(pairKey(email, client)); // no password was tried
    throw tooManyAttempts(accountWait, false);
  }

  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw new UnauthorizedError(BAD_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  const matches = await verifyPassword(user.password_hash, input.password);
  if (!matches || !user.is_active) throw new UnauthorizedError(BAD_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');

  // The ceiling counts failures only, and is not cleared: the owner signing in must not reopen a guessing run.
  await Promise.all([pair.reset(pairKey(email, client)), account.refund(email)]);
  const { refreshToken, sessionId } = await startFamily(deps.db, deps, user.id, client);
  return { userId: user.id, access: await signAccess(deps, user, sessionId), refreshToken };
}

/**
 * Lifts every login limit of the account (each address and the ceiling): for the password reset, which
 * proves the owner holds the mailbox.
 */
export async function clearLoginFailures(deps: Pick<AuthDeps, 'loginLimiters'>, email: string): Promise<void> {
  const key = email.trim().toLowerCase();
  const { pair, account } = deps.loginLimiters;
  await Promise.all([pair.resetStartingWith(`${key} `), account.reset(key)]);
}

/**
 * Whether a spent token is presented again within the grace period after its use: the answer that carried
 * its successor never arrived (the page was left mid-refresh, a mobile connection dropped) or another tab
 * refreshed with the same cookie at the same moment. Measured on the row's own `used_at`, so every instance
 * agrees.
 */
const isRetryOfLostAnswer = (row: repo.RefreshTokenRow, graceSeconds: number, now = Date.now()) =>
  graceSeconds > 0 && row.used_at !== null && now - Date.parse(row.used_at) <= graceSeconds * 1000;

/**
 * Rotates the refresh token: the presented one is marked used and a successor issued in the same
 * family. Presenting a used token again means it was copied: the whole family is revoked, unless it comes
 * back within REFRESH_TOKEN_REUSE_GRACE of its use (a lost answer retried): then it gets a successor of its
 * own, beside the first, as the OAuth servers' reuse interval does.
 */
export async function refresh(deps: AuthDeps, presented: string | undefined, client: ClientInfo): Promise<Session> {
  if (!presented)
    throw new UnauthorizedError('You are not logged in (no refresh token). Please log in.', 'NO_REFRESH_TOKEN');
  const hash = hashRefreshToken(presented);

  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findRefreshTokenForUpdate(trx, hash);
    if (!row || row.revoked_at) return { kind: 'invalid' as const };
    const isRetry = isRetryOfLostAnswer(row, deps.config.refreshTokenReuseGrace);
    if (row.used_at && !isRetry) {
      await repo.revokeFamily(trx, row.family_id);
      return { kind: 'reused' as const };
    }
    if (Date.parse(row.expires_at) <= Date.now()) return { kind: 'invalid' as const };
    const user = await repo.findUserById(trx, row.user_id);
    if (!user?.is_active) return { kind: 'invalid' as const };
    if (!isRetry) await repo.markRefreshTokenUsed(trx, row.id);
    return { kind: 'ok' as const, user, ...(await startFamily(trx, deps, user.id, client, row.family_id)) };
  });

  if (outcome.kind === 'reused') {
    throw new UnauthorizedError(
      'This session was ended because its refresh token was used twice. Please log in again.',
      'REFRESH_TOKEN_REUSED',
    );
  }
  if (outcome.kind === 'invalid') throw new UnauthorizedError(SESSION_ENDED_MESSAGE, 'INVALID_REFRESH_TOKEN');
  const access = await signAccess(deps, outcome.user, outcome.sessionId);
  return { userId: outcome.user.id, access, refreshToken: outcome.refreshToken };
}

/**
 * Ends the session of this refresh token (its whole family): from then its access tokens, which carry
 * the family as `sid`, answer 401 too. A missing or unknown token is fine.
 */
export async function logout(deps: AuthDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await repo.findRefreshToken(deps.db, hashRefreshToken(presented));
  if (row) await repo.revokeFamily(deps.db, row.family_id);
}

const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';

/**
 * New password, given the current one (a stolen access token alone cannot take the account); every other
 * session ends (tokens revoked, older access JWTs refused); the caller gets a new one. The account is
 * told by mail: a session in someone else's hands changing the password does not go unnoticed.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<Session> {
  const current = await repo.findUserById(deps.db, userId);
  if (!current || !(await verifyPassword(current.password_hash, oldPassword)))
    throw new ValidationError(WRONG_PASSWORD_MESSAGE, { old_password: [WRONG_PASSWORD_MESSAGE] }, WRONG_PASSWORD_CODE);
  assertNotCommon(newPassword, 'new_password1');
  const passwordHash = await hashPassword(newPassword);
  const { user, refreshToken, sessionId, mailId } = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const user = await repo.updatePassword(trx, userId, passwordHash, now);
    await repo.revokeUserTokens(trx, userId);
    const notice = passwordChangedMail({
      to: user.email,
      how: 'changed',
      when: now,
      origin: deps.config.publicOrigin,
      language: await repo.findUserLanguage(trx, userId),
    });
    const mailId = await deps.notices.queue(trx, notice);
    return { user, mailId, ...(await startFamily(trx, deps, userId, client)) };
  });
  deps.notices.sendLater([mailId]);
  return { userId, access: await signAccess(deps, user, sessionId), refreshToken };
}

/**
 * Makes sure the configured super admin exists: creates the account, or promotes an existing one
 * (its password is left alone).
 */
export async function ensureSuperAdmin(
  db: Kysely<DB>,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = admin.email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    // The operator chose this address: it counts as confirmed.
    const created = await repo.insertUserIfAbsent(db, {
      email,
      password_hash: passwordHash,
      is_superuser: true,
      email_verified_at: new Date(),
    });
    if (created) return 'created';
  }
  // Either it was there, or another instance starting at the same moment inserted it first.
  const user = existing ?? (await repo.findUserByEmail(db, email));
  if (!user || user.is_superuser) return 'unchanged';
  await repo.setSuperuser(db, user.id);
  return 'promoted';
}
