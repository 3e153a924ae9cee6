import { z } from 'zod'

const text = (field: string) =>
  z
    .string({ error: `data.${field} must be a text.` })
    .trim()
    .min(1, `data.${field} must not be empty.`)
    .max(200, `data.${field} is limited to 200 characters.`)

/** POST /api/notify-user (SPEC §7): one todo assignment for one assignee. */
export const notifyUserInput = z.object({
  eventId: z.guid({ error: 'eventId must be an event id (UUID).' }),
  userId: z.guid({ error: 'userId must be a user id (UUID).' }),
  type: z.literal('todo_assigned', { error: "type must be 'todo_assigned'." }),
  data: z.object(
    {
      todoId: z.guid({ error: 'data.todoId must be a todo id (UUID).' }),
      todoName: text('todoName'),
      by: text('by'),
    },
    { error: 'data must be an object with todoId, todoName and by.' },
  ),
})

export type NotifyUserInput = z.infer<typeof notifyUserInput>
