import { escapeHtml } from '../../kernel/guest-mail/render-guest-mail.js'

/**
 * The French page a mail's 'Se désabonner' link opens: served by api/unsubscribe itself, with no
 * script, so it costs the guest pages' bundle nothing and works in any browser. Asking first
 * (a button that POSTs) keeps link checkers, which open every link of a mail, from unsubscribing.
 */
export type UnsubscribeView =
  { at: 'ask' } | { at: 'done'; eventName: string } | { at: 'invalid' } | { at: 'error'; message: string }

function page(body: string): string {
  return [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Se désabonner</title></head>',
    '<body style="margin:0;font-family:system-ui,sans-serif;color:#1e293b;background:#f8fafc">',
    '<main style="max-width:36rem;margin:4rem auto;padding:0 1.5rem">',
    '<h1 style="font-size:1.6rem;font-weight:600">Se désabonner</h1>',
    body,
    '</main></body></html>',
  ].join('')
}

export function unsubscribePage(view: UnsubscribeView): string {
  if (view.at === 'done') {
    const of = view.eventName ? ` de ${escapeHtml(view.eventName)}` : ''
    return page(
      `<p role="status">C’est fait : vous ne recevrez plus d’e-mails des organisateurs${of} envoyés via Eventail.</p>`,
    )
  }
  if (view.at === 'invalid') return page('<p role="alert">Ce lien de désabonnement n’est pas valable.</p>')
  if (view.at === 'error') return page(`<p role="alert">${escapeHtml(view.message)}</p>`)
  return page(
    '<p>Vous ne recevrez plus les e-mails que les organisateurs de cet événement envoient via Eventail.</p>' +
      '<form method="post"><input type="hidden" name="confirm" value="1">' +
      '<button type="submit" style="padding:.6rem 1.4rem;font-size:1rem;border:0;border-radius:.4rem;' +
      'background:#be123c;color:#fff;cursor:pointer">Me désabonner</button></form>',
  )
}
