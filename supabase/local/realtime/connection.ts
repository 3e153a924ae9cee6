import type { RawData, WebSocket } from 'ws'
import type { Channel } from './channel.ts'
import type { RealtimeContext, Transport } from './context.ts'
import { handleChannelEvent } from './channel-events.ts'
import { joinChannel } from './channel-join.ts'
import { decodeBinary } from './binary-frames.ts'
import { decodeText, encodeText, type Decoded, type Frame, type Vsn } from './frames.ts'
import { JOIN } from './messages.ts'

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}

/**
 * One websocket speaking the Phoenix protocol: heartbeats on `phoenix`, joins, and frames routed
 * to the joined channel of their topic. Frames are handled one after another, in arrival order.
 * https://hexdocs.pm/phoenix/Phoenix.Socket.html ("unmatched topic" replies come from there)
 */
export class Connection implements Transport {
  private channels = new Map<string, Channel>()
  private queue: Promise<void> = Promise.resolve()
  private closed = false
  private idle: NodeJS.Timeout | undefined

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apikey: string,
    private readonly ctx: RealtimeContext,
  ) {
    ws.on('message', (data, isBinary) => {
      this.touch()
      this.queue = this.queue
        .then(() => this.receive(data, isBinary))
        .catch((error) => {
          ctx.log(`realtime: ${(error as Error)?.stack ?? String(error)}`)
        })
    })
    ws.on('close', () => void this.cleanup())
    ws.on('error', () => ws.terminate())
    this.touch()
  }

  send(frame: Frame): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeText(this.vsn, frame))
  }

  sendBinary(data: Buffer): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(data, { binary: true })
  }

  private touch(): void {
    clearTimeout(this.idle)
    this.idle = setTimeout(() => this.ws.close(1000, 'idle timeout'), IDLE_TIMEOUT_MS)
    this.idle.unref()
  }

  private replyError(topic: string, joinRef: string | null, ref: string | null, reason: string): void {
    this.send({ joinRef, ref, topic, event: 'phx_reply', payload: { status: 'error', response: { reason } } })
  }

  private async receive(data: RawData, isBinary: boolean): Promise<void> {
    if (this.closed) return
    const decoded: Decoded = isBinary
      ? decodeBinary(toBuffer(data))
      : decodeText(this.vsn, toBuffer(data).toString('utf8'))
    // Phoenix drops the socket on an undecodable frame; here the client gets an error reply and the socket stays up.
    if (!decoded.ok) return this.replyError(decoded.topic ?? 'phoenix', null, decoded.ref, decoded.reason)
    const { frame } = decoded
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      return this.send({
        joinRef: null,
        ref: frame.ref,
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
      })
    }
    if (frame.event === 'phx_join') return this.join(frame)
    const channel = this.channels.get(frame.topic)
    if (!channel) return this.replyError(frame.topic, frame.joinRef, frame.ref, JOIN.unmatchedTopic)
    await handleChannelEvent(channel, frame, decoded.broadcast)
  }

  private async join(frame: Frame): Promise<void> {
    if (!frame.topic.startsWith('realtime:'))
      return this.replyError(frame.topic, frame.joinRef, frame.ref, JOIN.unmatchedTopic)
    // A second join of a joined topic replaces the first channel, as Phoenix does.
    await this.channels.get(frame.topic)?.close(false)
    const channel = await joinChannel(this.ctx, this, frame, (closed) => {
      if (this.channels.get(closed.topic) === closed) this.channels.delete(closed.topic)
    })
    if (!channel) return
    if (this.closed) return channel.close(false)
    this.channels.set(frame.topic, channel)
  }

  private async cleanup(): Promise<void> {
    this.closed = true
    clearTimeout(this.idle)
    await this.queue.catch(() => {})
    for (const channel of [...this.channels.values()]) await channel.close(false)
  }

  terminate(): void {
    this.ws.terminate()
  }
}
