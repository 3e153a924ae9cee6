import { HttpError } from '../shared/http.ts'

/**
 * Storage's error catalogue. storage-api renders every error as `{statusCode, code, error, message}`
 * where `statusCode` is the *semantic* status as a string, while the HTTP status itself is 400 for
 * every client error and 500 for server faults (a few routes override it: role checks, ranges).
 * https://supabase.com/docs/guides/storage/debugging/error-codes
 * https://github.com/supabase/storage/blob/master/src/internal/errors/codes.ts
 */
export function storageError(
  semantic: number,
  code: string,
  message: string,
  options: { error?: string; httpStatus?: number; headers?: Record<string, string> } = {},
): HttpError {
  const httpStatus = options.httpStatus ?? (semantic >= 500 ? 500 : 400)
  const body = { statusCode: String(semantic), code, error: options.error ?? code, message }
  return new HttpError(httpStatus, body, options.headers)
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', { error: 'Bucket not found' }),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', { error: 'not_found' }),
  /** The row exists but its file does not: the asset renderer's own 404 shape. */
  assetNotFound: () =>
    storageError(404, 'NoSuchKey', 'The resource was not found', {
      error: 'Not found',
      headers: { 'cache-control': 'no-store' },
    }),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', { error: 'Invalid Input' }),
  accessDenied: (message = 'Access denied') => storageError(403, 'AccessDenied', message, { error: 'Unauthorized' }),
  /** Role-gated routes answer with a real 403 (enforceJwtRole). */
  invalidRole: () =>
    storageError(403, 'AccessDenied', 'Access denied: Invalid role', { error: 'Unauthorized', httpStatus: 403 }),
  rlsDenied: () => errors.accessDenied('new row violates row-level security policy'),
  keyAlreadyExists: () => storageError(409, 'KeyAlreadyExists', 'The resource already exists', { error: 'Duplicate' }),
  bucketAlreadyExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', { error: 'Duplicate' }),
  resourceAlreadyExists: () =>
    storageError(409, 'ResourceAlreadyExists', 'The resource already exists', { error: 'Duplicate' }),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  relatedResourceNotFound: () => storageError(404, 'InvalidRequest', 'The related resource does not exist'),
  entityTooLarge: (entity = 'object') =>
    storageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, {
      error: 'Payload too large',
    }),
  invalidMimeType: (mime: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, { error: 'invalid_mime_type' }),
  invalidRange: () =>
    storageError(416, 'InvalidRange', 'invalid range provided', { error: 'invalid_range', httpStatus: 416 }),
  invalidJwt: (message = 'Invalid JWT') => storageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => storageError(400, 'InvalidSignature', message),
  expiredSignature: () => storageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidParameter: (name: string) => storageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRequest: (message = 'Invalid Request') => storageError(400, 'InvalidRequest', message),
  noContent: (message = 'No content provided') => storageError(400, 'InvalidRequest', message),
  invalidFileSizeLimit: () =>
    storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  /** Fastify's schema validation failures: a plain Error named "Error". */
  validation: (message: string) => storageError(400, 'InvalidRequest', message, { error: 'Error' }),
  invalidJsonBody: () =>
    storageError(400, 'InvalidRequest', "Body is not valid JSON but content-type is set to 'application/json'", {
      error: 'FastifyError',
    }),
  emptyJsonBody: () =>
    storageError(400, 'InvalidRequest', "Body cannot be empty when content-type is set to 'application/json'", {
      error: 'FastifyError',
    }),
  routeNotFound: (method: string, url: string) =>
    storageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, { error: 'Not Found', httpStatus: 404 }),
  internal: () => storageError(500, 'InternalError', 'Internal Server Error', { error: 'Internal' }),
}

interface PgError {
  code?: string
  message?: string
  detail?: string
}

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string' && 'severity' in error
  )
}

/**
 * Maps Postgres errors the way storage-api's DBError does (RLS → AccessDenied, unique → Duplicate).
 * https://github.com/supabase/storage/blob/master/src/storage/database/errors.ts
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  if (!isPgError(error)) return undefined
  switch (error.code) {
    case '42501':
      return error.message?.includes('row-level security')
        ? errors.rlsDenied()
        : errors.accessDenied(error.message ?? 'Access denied')
    case '23505':
      return errors.resourceAlreadyExists()
    case '23503':
      return error.detail?.includes('is still referenced from table')
        ? storageError(
            409,
            'ResourceReferenced',
            'The resource could not be updated or removed due to a foreign key constraint',
          )
        : errors.relatedResourceNotFound()
    // A NUL or invalid UTF-8 in a name or prefix: no row can match it.
    case '22021':
      return errors.invalidRequest('Invalid characters in the request')
    case '22P02':
      return storageError(400, 'InvalidParameter', error.message ?? 'Invalid value format or type conversion failed')
    default:
      return undefined
  }
}

/** Turns anything thrown by a handler into the HttpError to send. */
export function toHttpError(error: unknown, log: (line: string) => void): HttpError {
  if (error instanceof HttpError) return error
  const mapped = fromDatabaseError(error)
  if (mapped) return mapped
  log(`storage: internal error: ${(error as Error)?.stack ?? String(error)}`)
  return errors.internal()
}
