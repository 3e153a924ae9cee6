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
    const now = this.now()
    const refill = (elapsed: number) => (elapsed * this.capacity) / this.windowMs
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now }
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refill(now - bucket.at))
    bucket.at = now
    if (this.buckets.size > 10_000) this.prune(now, refill)
    this.buckets.set(key, bucket)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
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

export interface AuthLimits {
  verifications: RateLimiter
  signIns: RateLimiter
  emails: RateLimiter
  wrongCodes: WrongCodeCounter
}

export function authLimits(config: AuthConfig): AuthLimits {
  return {
    verifications: new RateLimiter(config.tokenVerificationsPer5Min, 5 * 60_000),
    signIns: new RateLimiter(config.signInsPer5Min, 5 * 60_000),
    emails: new RateLimiter(config.emailSentPerHour, config.emailSentWindowSeconds * 1000),
    wrongCodes: new WrongCodeCounter(config.wrongCodesPerToken),
  }
}
