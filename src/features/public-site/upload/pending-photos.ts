/**
 * Photos chosen but not sent yet, kept in the browser (IndexedDB) per event until they are
 * sent: a reception hall's bad signal or a reload must not lose them.
 */
export interface PendingPhoto {
  id: string
  scope: string
  name: string
  type: string
  blob: Blob
}

const DB = 'eventail-uploads'
const STORE = 'pending-photos'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('scope', 'scope')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

/** Best effort: without IndexedDB (some private modes) the page still works, only without the safety net. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch {
    return fallback
  }
}

export function loadPendingPhotos(scope: string): Promise<PendingPhoto[]> {
  return quietly(() => run('readonly', (store) => store.index('scope').getAll(scope) as IDBRequest<PendingPhoto[]>), [])
}

export async function savePendingPhotos(photos: PendingPhoto[]): Promise<void> {
  for (const photo of photos) await quietly(() => run('readwrite', (store) => store.put(photo)), undefined)
}

export function forgetPendingPhoto(id: string): Promise<void> {
  return quietly(async () => void (await run('readwrite', (store) => store.delete(id))), undefined)
}
