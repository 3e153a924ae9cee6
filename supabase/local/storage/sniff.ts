import { open } from 'node:fs/promises'
import { bytesMatchType, isCheckedType, SIGNATURE_BYTES } from '../../../kernel/file-signature.ts'
import type { Claims } from '../db/database.ts'

/**
 * A local addition, not storage-api's behaviour: an anonymous upload (a guest's photo) declared
 * as one of the product's media types must start with that type's bytes, else it is refused as
 * storage refuses a type the bucket does not allow (415). Hosted Supabase Storage trusts the
 * declared type, so there the check before any copy to the public bucket is what holds
 * (api/_lib/public-photo-copies.ts, src/lib/public-media.ts; issue 28, G4). The team's and the
 * service role's uploads are left as storage-api takes them.
 */
export async function declaredTypeHolds(claims: Claims, mimetype: string, path: string): Promise<boolean> {
  // Types the product does not check (text/plain…) are the bucket's business.
  if (claims.role !== 'anon' || !isCheckedType(mimetype)) return true
  const file = await open(path, 'r')
  try {
    const bytes = new Uint8Array(SIGNATURE_BYTES)
    const { bytesRead } = await file.read(bytes, 0, SIGNATURE_BYTES, 0)
    return bytesMatchType(bytes.subarray(0, bytesRead), mimetype)
  } finally {
    await file.close()
  }
}
