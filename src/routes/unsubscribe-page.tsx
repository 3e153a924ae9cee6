import { useLocation, useParams } from 'react-router-dom'
import { UnsubscribeScreen } from '@/features/public-site/unsubscribe/unsubscribe-screen'

/** /{slugOrId}/unsubscribe?token=…: a guest stops the mails of one event (its own chunk). */
export function UnsubscribePage() {
  const { slugOrId = '' } = useParams()
  const token = new URLSearchParams(useLocation().search).get('token') ?? ''
  return <UnsubscribeScreen eventRef={slugOrId} token={token} />
}
