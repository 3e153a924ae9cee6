import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import type { UserRow } from '../types'

/** SPEC §7 users: "List id, email, role, created_at, name ordered by created_at descending". */
export const usersKey = ['users', 'all'] as const

export async function getUsers(): Promise<UserRow[]> {
  const { data } = await supabase
    .from('users')
    .select('id, email, role, created_at, name')
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

export function useUsers() {
  return useSWR(usersKey, getUsers)
}
