// The units config.toml and GoTrue's variables write sizes and durations in.

/** Parses sizes the CLI accepts in config.toml, e.g. "50MiB", "10MB", "512KiB". */
export function parseSize(value: unknown): number {
  if (typeof value === 'number') return value
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(String(value ?? ''))
  if (!m) throw new Error(`invalid size: ${String(value)}`)
  const unit = (m[2] ?? 'b').toLowerCase()
  const factor: Record<string, number> = { b: 1, kb: 1e3, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 }
  return Math.round(Number(m[1]) * factor[unit])
}

/** Parses durations such as "1s", "60s", "5m". */
export function parseSeconds(value: unknown): number {
  if (typeof value === 'number') return value
  const m = /^\s*(\d+)\s*(ms|s|m|h)?\s*$/.exec(String(value ?? ''))
  if (!m) throw new Error(`invalid duration: ${String(value)}`)
  const unit = m[2] ?? 's'
  const n = Number(m[1])
  return unit === 'ms' ? n / 1000 : unit === 'm' ? n * 60 : unit === 'h' ? n * 3600 : n
}

/** Go's time.ParseDuration, as GoTrue reads its durations ("60s", "1m30s", "1.5h", "500ms"); in seconds. */
export function parseGoDuration(value: string): number {
  const units: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }
  const text = value.trim()
  if (text === '0') return 0
  if (!text) throw new Error('invalid duration "" (Go syntax, e.g. "60s", "1m30s")')
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y
  let seconds = 0
  let at = 0
  while (at < text.length) {
    part.lastIndex = at
    const m = part.exec(text)
    if (!m) throw new Error(`invalid duration "${value}" (Go syntax, e.g. "60s", "1m30s")`)
    seconds += Number(m[1]) * units[m[2]]
    at = part.lastIndex
  }
  return seconds
}
