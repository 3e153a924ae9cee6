/**
 * Row-level security answers a refused update or delete with no row rather than an error, so a
 * write that must touch a row asks for it back (`.select()`) and passes the rows here: none left
 * means the row is gone or no longer the caller's to change, said in `refusal`.
 */
export function requireRows<Row>(rows: readonly Row[], refusal: string): [Row, ...Row[]] {
  if (rows.length === 0) throw new Error(refusal)
  return rows as unknown as [Row, ...Row[]]
}
