import type { AuthConfig } from '../shared/config.ts'

/**
 * Token buckets keyed by client or project, as GoTrue limits with tollbooth: `capacity` requests
 * at once, refilled evenly over `windowMs`. In memory, like GoTrue's (one process serves here).
 * https://supabase.com/docs/guides/auth/rate-limits
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `key`'s bucket; false when it is empty. */
  take(key: string): boolean {
    const bucket = this.refilled(key)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  /** Whether `key`'s bucket has a request left, taking nothing. */
  has(key: string): boolean {
    return this.capacity > 0 && this.refilled(key).tokens >= 1
  }

  private refilled(key: string): { tokens: number; at: number } {
    const now = this.now()
    const refill = (elapsed: number) => (this.windowMs > 0 ? (elapsed * this.capacity) / this.windowMs : 0)
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now }
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refill(now - bucket.at))
    bucket.at = now
    if (this.buckets.size > 10_000) this.prune(now, refill)
    this.buckets.set(key, bucket)
    return bucket
  }

  /** Forgets full buckets, so many one-off clients cannot grow the map without bound. */
  private prune(now: number, refill: (elapsed: number) => number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + refill(now - bucket.at) >= this.capacity) this.buckets.delete(key)
    }
  }
}

/**
 * Wrong codes per pending code: after `limit` misses for one user the code is spent, so guessing
 * a 6-digit code needs a new e-mail (and its `max_frequency`) every few tries. A new code (other
 * stored hashes) starts the count again.
 */
export class WrongCodeCounter {
  private readonly misses = new Map<string, { tokens: string; count: number }>()

  constructor(private readonly limit: number) {}

  /** Records a miss against the user's current tokens; true when the code must now be spent. */
  miss(userId: string, tokens: string): boolean {
    const entry = this.misses.get(userId)
    const count = entry && entry.tokens === tokens ? entry.count + 1 : 1
    if (this.misses.size > 10_000) this.misses.clear()
    if (count >= this.limit) {
      this.misses.delete(userId)
      return true
    }
    this.misses.set(userId, { tokens, count })
    return false
  }

  forget(userId: string): void {
    this.misses.delete(userId)
  }
}

/**
 * When each address without a mail of its own (unknown, or not allowed a link) was last answered
 * as if a link had gone: /otp makes it wait `max_frequency` as a known address waits, so a second
 * request does not tell the two apart.
 */
export class PhantomSends {
  private readonly at = new Map<string, number>()

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds left before `email` may be "sent" again, or 0. */
  wait(email: string): number {
    const last = this.at.get(email)
    const left = last === undefined ? 0 : (last + this.seconds * 1000 - this.now()) / 1000
    return left > 0 ? left : 0
  }

  record(email: string): void {
    const now = this.now()
    if (this.at.size > 10_000) {
      for (const [key, at] of this.at) if (at + this.seconds * 1000 <= now) this.at.delete(key)
    }
    this.at.set(email, now)
  }
}

/**
 * The project's e-mails per window: `emails` for everything, and a reserve of a quarter of them
 * (`reserve`) that only sign-in links to users who signed in before may take once `emails` is
 * spent, each address at most `reservePerAddress` an hour. A flood from new addresses spends the
 * shared part and cannot lock the couple out; the total stays `email_sent`.
 */
export interface AuthLimits {
  verifications: RateLimiter
  signIns: RateLimiter
  emails: RateLimiter
  reserve: RateLimiter
  reservePerAddress: RateLimiter
  phantomSends: PhantomSends
  wrongCodes: WrongCodeCounter
}

/** The part of `email_sent` kept for returning users. */
export const reserveOf = (emailSentPerHour: number) => Math.floor(emailSentPerHour / 4)

export function authLimits(config: AuthConfig): AuthLimits {
  const window = config.emailSentWindowSeconds * 1000
  const reserve = reserveOf(config.emailSentPerHour)
  return {
    verifications: new RateLimiter(config.tokenVerificationsPer5Min, 5 * 60_000),
    signIns: new RateLimiter(config.signInsPer5Min, 5 * 60_000),
    emails: new RateLimiter(config.emailSentPerHour - reserve, window),
    reserve: new RateLimiter(reserve, window),
    reservePerAddress: new RateLimiter(3, 3_600_000),
    phantomSends: new PhantomSends(config.maxFrequency),
    wrongCodes: new WrongCodeCounter(config.wrongCodesPerToken),
  }
}

/**
 * Takes one e-mail from the project's budget: the shared part, else (for `returning`, the address
 * of a user who signed in before) the reserve. False when neither has one left.
 */
export function takeEmailBudget(limits: AuthLimits, returning?: string): boolean {
  if (limits.emails.take('project')) return true
  if (!returning || !limits.reserve.has('project') || !limits.reservePerAddress.take(returning)) return false
  return limits.reserve.take('project')
}
