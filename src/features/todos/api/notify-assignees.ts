import { postApi } from '@/lib/data/api-client'

export interface Assignment {
  eventId: string
  todoId: string
  todoName: string
  /** How the author signs the notification. */
  by: string
}

/**
 * SPEC §7 /api/notify-user, once per assignee to tell. Failures are only logged: the todo is
 * saved already, and a missed notification must not look like a failed save.
 */
export async function notifyAssignees(userIds: readonly string[], assignment: Assignment): Promise<void> {
  await Promise.all(
    userIds.map(async (userId) => {
      try {
        const answer = await postApi(
          '/api/notify-user',
          {
            eventId: assignment.eventId,
            userId,
            type: 'todo_assigned',
            data: { todoId: assignment.todoId, todoName: assignment.todoName, by: assignment.by },
          },
          'No session: the assignee was not notified.',
        )
        if (!answer.ok) console.error('Notifying an assignee failed', answer.status, answer.body)
      } catch (error) {
        console.error('Notifying an assignee failed', error)
      }
    }),
  )
}
