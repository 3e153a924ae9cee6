import { nextSort, type UserSort, type UserSortKey } from '../users-sort'

/** A column header that sorts the table; aria-sort tells assistive technology which column leads. */
export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string
  sortKey: UserSortKey
  sort: UserSort
  onSort: (sort: UserSort) => void
}) {
  const active = sort.key === sortKey
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined
  return (
    <th scope="col" aria-sort={ariaSort} className="pb-2 pr-4 font-medium">
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, sortKey))}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-rose-500 dark:hover:text-white"
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'invisible'}>
          {sort.direction === 'asc' ? '▲' : '▼'}
        </span>
      </button>
    </th>
  )
}
