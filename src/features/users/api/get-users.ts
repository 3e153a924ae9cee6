import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { UserRow } from '../types'
import { userKeys } from './keys'

/** SPEC §7 users: "List id, email, role, created_at, name ordered by created_at descending". */
export async function getUsers(): Promise<UserRow[]> {
  const { data } = await supabase
    .from('users')
    .select('id, email, role, created_at, name')
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

export function useUsers() {
  return useSWR(userKeys.list(), getUsers)
}
