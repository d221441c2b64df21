import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { loginGuard, loginLog } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { Origin } from '../../http/route-helpers.js';

export type LoginEvent =
  | 'success'
  | 'failure'
  | 'locked'
  | 'throttled'
  | 'frozen'
  | 'ip_denied'
  | 'signout'
  | 'refresh_reuse'
  /** the password was right and a second factor is asked for */
  | 'mfa_challenge'
  /** a fresh proof for a sensitive action (step-up) */
  | 'step_up';

/** The account-wide row of an account (failures from every address); pair rows carry the address. */
const EVERY_ADDRESS = '';
/** The longest an account-wide wait grows to, in seconds. */
const MAX_WAIT_SECONDS = 60;
/** How long a successful sign-in makes its address a known one for the account. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Wrong passwords, counted so that they cost an attacker more than the account's owner:
 * - per account and address: `maxFailures` in a row lock that pair for `lockMinutes`. Someone else's wrong
 *   passwords never lock the owner out of their own address.
 * - per account, over every address: past `maxFailures` failures, each further attempt from an address that
 *   never signed in to the account must wait a delay that doubles with every failure (1 s … 60 s), so guessing
 *   from many addresses is slowed to a crawl, while the owner's known addresses pass.
 * Counted whether or not the account exists, so answers never reveal which accounts are real. Console users
 * and freelancers share it: a freelancer's account is `freelancer:<phone>`.
 */
export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly config: Config['login'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Refuses an attempt the lock or the wait forbids, before any password is checked. */
  async check(account: string, userId: number | null, origin: Origin): Promise<void> {
    const at = this.now();
    const [pair, wide] = await Promise.all([this.row(account, origin.ip), this.row(account, EVERY_ADDRESS)]);
    if (pair?.lockedUntil && pair.lockedUntil > at) {
      await this.log(account, userId, 'locked', origin, 'attempt while locked');
      throw badRequest('accountLocked', {
        n: Math.max(1, Math.ceil((pair.lockedUntil.getTime() - at.getTime()) / 60_000)),
      });
    }
    if (wide?.lockedUntil && wide.lockedUntil > at && !(await this.knownAddress(account, origin.ip))) {
      await this.log(account, userId, 'throttled', origin, `wait after ${wide.failures} failures`);
      throw new AppError(429, 'loginThrottled', {
        n: Math.max(1, Math.ceil((wide.lockedUntil.getTime() - at.getTime()) / 1000)),
      });
    }
  }

  /**
   * Counts a wrong password and throws the answer: the locked message, the warning, or the plain refusal, in the
   * words of how the account signs in (a username, or a freelancer's phone).
   */
  async failed(
    account: string,
    userId: number | null,
    origin: Origin,
    signsInWith: 'username' | 'phone' = 'username',
  ): Promise<never> {
    const { failures, lock } = await this.count(account, userId, origin);
    this.lockedAnswer(lock);
    const left = this.config.maxFailures - failures;
    const phone = signsInWith === 'phone';
    if (left <= 3) throw badRequest(phone ? 'phoneCredentialsLeft' : 'badCredentialsLeft', { n: left });
    throw badRequest(phone ? 'phoneCredentials' : 'badCredentials');
  }

  /**
   * Counts a wrong proof (a password, a second-factor code) like a wrong password, and answers whether it locked
   * the account for this address; the caller words the refusal. `what` names it in the login log.
   */
  async count(
    account: string,
    userId: number | null,
    origin: Origin,
    what?: string,
  ): Promise<{ failures: number; lock: boolean }> {
    const at = this.now();
    const { maxFailures, lockMinutes } = this.config;
    const windowStart = at.getTime() - lockMinutes * 60_000;
    // Read and written under the rows' locks: wrong passwords sent at once (to one instance or to several) all count.
    return this.db.transaction(async (tx) => {
      const [pair, wide] = await this.lockRows(tx, account, origin.ip, at);
      // A pair starts afresh once its lock has ended; the account-wide count once it has been quiet for a lock's length.
      const failures = (pair.lockedUntil && pair.lockedUntil <= at ? 0 : pair.failures) + 1;
      const lock = failures >= maxFailures;
      const lockedUntil = lock ? new Date(at.getTime() + lockMinutes * 60_000) : null;
      const wideFailures = (wide.updatedAt.getTime() >= windowStart ? wide.failures : 0) + 1;
      const wait = wideFailures >= maxFailures ? Math.min(2 ** (wideFailures - maxFailures), MAX_WAIT_SECONDS) : 0;
      await this.save(tx, account, origin.ip, failures, lockedUntil, at);
      await this.save(tx, account, EVERY_ADDRESS, wideFailures, wait ? new Date(at.getTime() + wait * 1000) : null, at);
      const detail = what ? `${what}, failure ${failures}` : `failure ${failures}`;
      await this.log(account, userId, lock ? 'locked' : 'failure', origin, detail, tx);
      return { failures, lock };
    });
  }

  /** Throws the locked message when a counted failure locked the account. */
  lockedAnswer(lock: boolean): void {
    if (lock) throw badRequest('accountLocked', { n: this.config.lockMinutes });
  }

  /** The right password: the account's counts start again. */
  async succeeded(account: string): Promise<void> {
    await this.db.delete(loginGuard).where(eq(loginGuard.username, account));
  }

  async log(
    account: string,
    userId: number | null,
    event: LoginEvent,
    origin: Origin,
    detail?: string,
    tx: Db | Tx = this.db,
  ) {
    await tx.insert(loginLog).values({
      username: account.slice(0, 64),
      userId,
      event,
      ip: origin.ip.slice(0, 64),
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      detail: detail ?? null,
      createdAt: this.now(),
    });
  }

  private row(account: string, address: string) {
    return this.db.query.loginGuard.findFirst({
      where: and(eq(loginGuard.username, account), eq(loginGuard.address, address.slice(0, 64))),
    });
  }

  /** The pair's row and the account-wide one, made when missing and locked (account-wide first, always the same order). */
  private async lockRows(tx: Tx, account: string, ip: string, at: Date) {
    const addresses = [EVERY_ADDRESS, ip.slice(0, 64)];
    await tx
      .insert(loginGuard)
      .values(
        addresses.map((address) => ({ username: account, address, failures: 0, lockedUntil: null, updatedAt: at })),
      )
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(loginGuard)
      .where(and(eq(loginGuard.username, account), inArray(loginGuard.address, addresses)))
      .orderBy(asc(loginGuard.address))
      .for('update');
    const of = (address: string) => {
      const row = rows.find((r) => r.address === address);
      if (!row) throw new Error('login guard row missing');
      return row;
    };
    return [of(ip.slice(0, 64)), of(EVERY_ADDRESS)] as const;
  }

  private async save(tx: Tx, account: string, address: string, failures: number, lockedUntil: Date | null, at: Date) {
    await tx
      .insert(loginGuard)
      .values({ username: account, address: address.slice(0, 64), failures, lockedUntil, updatedAt: at })
      .onConflictDoUpdate({
        target: [loginGuard.username, loginGuard.address],
        set: { failures, lockedUntil, updatedAt: at },
      });
  }

  /** An address the account signed in from lately (the login log's successes; its username index serves it). */
  private async knownAddress(account: string, ip: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const where: SQL | undefined = and(
      eq(loginLog.username, account.slice(0, 64)),
      gt(loginLog.createdAt, since),
      eq(loginLog.event, 'success'),
      eq(loginLog.ip, ip.slice(0, 64)),
    );
    const [found] = await this.db.select({ id: loginLog.id }).from(loginLog).where(where).limit(1);
    return found !== undefined;
  }
}
