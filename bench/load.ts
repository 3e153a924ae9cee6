/** A bounded closed-loop load generator: `connections` loops, each sending the next request when the last answered. */
export interface LoadResult {
  name: string
  requests: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p95: number
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

export async function runLoad(
  name: string,
  send: (i: number) => Promise<Response>,
  { connections = 8, seconds = 5, maxRequests = 200_000 } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  const loop = async () => {
    while (performance.now() < deadline && issued < maxRequests) {
      const i = issued++
      const t = performance.now()
      try {
        const r = await send(i)
        await r.arrayBuffer()
        if (r.status >= 400) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: latencies.length,
    errors,
    seconds: Number(elapsed.toFixed(2)),
    rps: Math.round(latencies.length / elapsed),
    p50: Number(percentile(latencies, 50).toFixed(2)),
    p95: Number(percentile(latencies, 95).toFixed(2)),
  }
}
