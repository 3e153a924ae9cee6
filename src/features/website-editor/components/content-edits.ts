import { useState } from 'react'
import type { SiteContent } from '@kernel/site-content'
import { moved } from './entry-card'

type Key = keyof SiteContent
type Entry<K extends Key> = SiteContent[K][number]

/**
 * The site content's list edits, one way for the four lists: add (the entry just added opens,
 * ready to be written; the others stay folded under their titles), update, remove, reorder.
 */
export function useContentEdits(value: SiteContent, onChange: (next: SiteContent) => void) {
  const [added, setAdded] = useState<string | null>(null)
  return {
    /** The id of the entry added last, shown open. */
    added,
    add<K extends Key>(key: K, entry: Entry<K>) {
      setAdded(entry.id)
      onChange({ ...value, [key]: [...value[key], entry] })
    },
    update<K extends Key>(key: K, id: string, patch: Partial<Entry<K>>) {
      onChange({ ...value, [key]: value[key].map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)) })
    },
    remove<K extends Key>(key: K, id: string) {
      onChange({
        ...value,
        [key]: value[key].filter((entry) => entry.id !== id),
        // A question about a removed programme item has nothing left to ask.
        ...(key === 'programme' ? { questions: value.questions.filter((q) => q.item !== id) } : {}),
      })
    },
    move<K extends Key>(key: K, from: number, to: number) {
      onChange({ ...value, [key]: moved(value[key] as Entry<K>[], from, to) })
    },
    /** Replace a whole list (the programme, re-sorted once a time is typed). */
    set<K extends Key>(key: K, list: SiteContent[K]) {
      onChange({ ...value, [key]: list })
    },
  }
}

export type ContentEdits = ReturnType<typeof useContentEdits>
