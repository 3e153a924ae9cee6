import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** The inbox's Mailpit-compatible JSON API: https://mailpit.axllent.org/docs/api-v1/ */
interface MessageSummary {
  ID: string
  To: { Address: string }[]
  Created: string
}

async function messagesTo(request: APIRequestContext, address: string): Promise<MessageSummary[]> {
  const response = await request.get(`${e2e.inboxUrl}/api/v1/messages`)
  expect(response.ok(), `inbox answered ${response.status()}`).toBe(true)
  const { messages } = (await response.json()) as { messages: MessageSummary[] }
  return messages.filter((m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()))
}

/** Ids of the messages already there, so a test can wait for the next one. */
export async function existingMessageIds(request: APIRequestContext, address: string): Promise<Set<string>> {
  return new Set((await messagesTo(request, address)).map((m) => m.ID))
}

/** The first message to `address` that is not in `seen`, polling until it arrives. */
async function waitForMessage(
  request: APIRequestContext,
  address: string,
  seen: Set<string>,
): Promise<{ HTML?: string; Text?: string }> {
  let id: string | undefined
  await expect
    .poll(async () => (id = (await messagesTo(request, address)).find((m) => !seen.has(m.ID))?.ID), {
      message: `an e-mail to ${address} in ${e2e.inboxUrl}`,
      timeout: 15_000,
    })
    .toBeTruthy()
  const response = await request.get(`${e2e.inboxUrl}/api/v1/message/${id}`)
  return (await response.json()) as { HTML?: string; Text?: string }
}

/** The sign-in link of the first message to `address` that is not in `seen`, polling until it arrives. */
export async function waitForSignInLink(
  request: APIRequestContext,
  address: string,
  seen: Set<string>,
): Promise<string> {
  const message = await waitForMessage(request, address, seen)
  const link = findVerifyLink(message.HTML ?? '') ?? findVerifyLink(message.Text ?? '')
  expect(link, 'a /auth/v1/verify link in the e-mail').toBeTruthy()
  return link!
}

/** The 6-digit sign-in code of the first message to `address` that is not in `seen`. */
export async function waitForSignInCode(
  request: APIRequestContext,
  address: string,
  seen: Set<string>,
): Promise<string> {
  const message = await waitForMessage(request, address, seen)
  const code = /enter the code: (\d{6})/.exec(message.Text ?? '')?.[1]
  expect(code, 'a 6-digit code in the e-mail').toBeTruthy()
  return code!
}

function findVerifyLink(body: string): string | undefined {
  const urls = body.match(/https?:\/\/[^\s"'<>]+/g) ?? []
  const link = urls.find((url) => url.includes('/auth/v1/verify'))
  return link?.replaceAll('&amp;', '&')
}
