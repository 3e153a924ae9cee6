import type { Request } from '../shared/http.ts'
import { nestsTooDeep } from '../shared/json-depth.ts'
import { consumeRequest } from './body-stream.ts'
import type { DiskStore } from './disk-store.ts'
import { errors } from './errors.ts'
import { isEmptyFolderPlaceholder } from './keys.ts'
import { assertMimeAllowed } from './mime.ts'
import { MultipartError, MultipartParser, type PartHandlers, type PartInfo } from './multipart.ts'
import type { TempFile, TempSink } from './temp-file.ts'

export interface UploadRules {
  key: string
  maxSize: number
  allowedMimeTypes: string[] | null
}

export interface ReceivedUpload {
  file: TempFile
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown>
}

/** Called once the upload's type is known and before its bytes are read: the RLS probe. */
export type BeforeBody = (info: { mimetype: string; contentLength?: number }) => Promise<void>

const FIELD_LIMIT = 1024 * 1024

function parseJsonObject(text: string | undefined): Record<string, unknown> {
  // Metadata nested past what PGlite can parse as jsonb is unreadable too (shared/json-depth.ts).
  if (!text || nestsTooDeep(Buffer.from(text))) return {}
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/** User metadata sent as base64 JSON in `x-metadata`; unreadable metadata is ignored, as upstream. */
export function metadataHeader(header: string | string[] | undefined): Record<string, unknown> {
  return typeof header === 'string' ? parseJsonObject(Buffer.from(header, 'base64').toString('utf8')) : {}
}

/**
 * Reads an upload body into a temp file, the way storage-api's `fileUploadFromRequest` reads it:
 * multipart/form-data takes the first file part plus the `cacheControl`, `contentType` and
 * `metadata` fields before it; any other body is the file itself, typed by `content-type`, with
 * `cache-control` and a base64 JSON `x-metadata` header.
 * https://github.com/supabase/storage/blob/master/src/storage/uploader.ts
 * https://supabase.com/docs/reference/javascript/storage-from-upload
 */
export async function receiveUpload(
  req: Request,
  disk: DiskStore,
  rules: UploadRules,
  beforeBody: BeforeBody,
): Promise<ReceivedUpload> {
  const placeholder = isEmptyFolderPlaceholder(rules.key)
  const maxSize = placeholder ? 0 : rules.maxSize
  const contentType = req.headers['content-type']
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    return receiveMultipart(req, disk, contentType, { ...rules, maxSize }, placeholder, beforeBody)
  }
  const mimetype = contentType || 'application/octet-stream'
  if (!placeholder) assertMimeAllowed(mimetype, rules.allowedMimeTypes)
  const userMetadata = metadataHeader(req.headers['x-metadata'])
  const declared = req.headers['content-length'] === undefined ? undefined : Number(req.headers['content-length'])
  if (declared !== undefined && declared > maxSize) throw errors.entityTooLarge()
  await beforeBody({ mimetype, contentLength: declared })
  const sink = await disk.openTemp(maxSize)
  try {
    await consumeRequest(req, (chunk) => sink.write(chunk))
    const file = await sink.finish()
    return { file, mimetype, cacheControl: req.headers['cache-control'] ?? 'no-cache', userMetadata }
  } catch (error) {
    await sink.discard()
    throw error
  }
}

async function receiveMultipart(
  req: Request,
  disk: DiskStore,
  contentType: string,
  rules: UploadRules,
  placeholder: boolean,
  beforeBody: BeforeBody,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {}
  let field: { name: string; chunks: Buffer[]; size: number } | undefined
  let sink: TempSink | undefined
  let mode: 'field' | 'file' | 'skip' = 'skip'
  let mimetype = 'text/plain'
  let file: TempFile | undefined

  const handlers: PartHandlers = {
    async begin(part: PartInfo) {
      if (sink || file) mode = 'skip'
      else if (part.filename === undefined) {
        mode = Object.keys(fields).length < 10 ? 'field' : 'skip'
        field = { name: part.name, chunks: [], size: 0 }
      } else {
        mimetype = fields.contentType || part.contentType || 'text/plain'
        if (!placeholder) assertMimeAllowed(mimetype, rules.allowedMimeTypes)
        await beforeBody({ mimetype })
        sink = await disk.openTemp(rules.maxSize)
        mode = 'file'
      }
    },
    async data(chunk: Buffer) {
      if (mode === 'file') await sink!.write(chunk)
      else if (mode === 'field' && field && field.size <= FIELD_LIMIT) {
        field.chunks.push(chunk)
        field.size += chunk.length
      }
    },
    async end() {
      if (mode === 'file') {
        file = await sink!.finish()
        sink = undefined
      } else if (mode === 'field' && field) {
        if (field.size > FIELD_LIMIT && (field.name === 'metadata' || field.name === 'userMetadata')) {
          throw errors.entityTooLarge('user_metadata')
        }
        fields[field.name] = Buffer.concat(field.chunks).toString('utf8')
      }
      mode = 'skip'
    },
  }

  try {
    // One byte over the limit is kept, so that a value cut by the parser is known to be too long.
    const parser = new MultipartParser(contentType, handlers, { fieldSize: FIELD_LIMIT + 1 })
    await consumeRequest(req, (chunk) => parser.write(chunk))
    await parser.end()
  } catch (error) {
    await sink?.discard()
    if (file) await disk.discard(file.path)
    throw error instanceof MultipartError ? errors.noContent(error.message) : error
  }
  if (!file) throw errors.noContent()
  const cacheControl = fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache'
  return { file, mimetype, cacheControl, userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata) }
}
