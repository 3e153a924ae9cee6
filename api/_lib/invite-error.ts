/** A refusal with the status and text /api/invite-user answers. */
export class InviteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
