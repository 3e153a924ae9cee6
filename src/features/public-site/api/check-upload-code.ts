import { callPublicRpc } from '@/lib/public-rpc'

/** Step 1 (SPEC §5 upload code): resolves when the code opens the event's uploads, or throws EV001/EV002/EV013. */
export async function checkUploadCode(eventRef: string, code: string): Promise<void> {
  await callPublicRpc('check_upload_code', { p_event_ref: eventRef, p_code: code })
}
