import { sendError, type ApiResponse } from './http.js'

/**
 * Runs the database part of a handler: an unexpected failure is logged with its details and
 * answered 500 with `message`, so the SPA shows a readable sentence instead of internals.
 */
export async function answerFailures(res: ApiResponse, message: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    console.error(message, error)
    if (!res.headersSent) sendError(res, 500, message)
  }
}
