/**
 * One run of api/send-guest-mails: it claims batches for `budgetMs`, then finishes the batch in
 * hand. The batch is small enough that the worst run (every send of the last batch stalled to
 * the transport's timeouts) ends within the function's maxDuration on Vercel Hobby:
 * scripts/deploy-check/free-plans.ts checks it against vercel.json.
 */
export const DRAIN_RUN = { budgetMs: 5000, batchSize: 20 }
