// The hero the server put in an event's page (api/_lib/event-page-html.ts), beside the app's root.
// Without React, for the app's entry (src/app/public-ref.ts) as well as the page (server-hero.ts).
const SERVER_HERO_ID = 'server-hero'

/** Whether the page came with the server's hero: an event's page the server found. */
export function hasServerHero(doc: Pick<Document, 'getElementById'>): boolean {
  return !!doc.getElementById(SERVER_HERO_ID)
}

export function removeServerHero(): void {
  document.getElementById(SERVER_HERO_ID)?.remove()
}
