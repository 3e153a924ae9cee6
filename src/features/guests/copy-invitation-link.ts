import { toast } from '@/lib/toast'

/** Copies a guest's RSVP link and says so (the clipboard needs a secure context). */
export async function copyInvitationLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link)
    toast.success('RSVP link copied to clipboard')
  } catch (error) {
    console.error('Copying to the clipboard failed', error)
    toast.error('Could not copy to the clipboard', { description: link })
  }
}
