import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ModalClose, ModalShell } from '@/components/ui/modal-shell'
import { toast } from '@/lib/toast'
import { useImportGuests } from '../api/import-guests'
import {
  duplicateLines,
  mappingProblem,
  MAX_IMPORT_ROWS,
  parseGuestsCsv,
  readGuestsFile,
  type CsvGuestFile,
  type ImportField,
  type ParsedImport,
} from '../csv/guest-import'
import { readCsvFile } from '../csv/read-csv-file'
import { CsvFilePicker } from './csv-file-picker'
import { ImportMapping } from './import-mapping'
import { ImportPreview } from './import-preview'

/**
 * CSV import: pick a file (or first download the template), check which field each column
 * fills (recognised from the header in English or French, or chosen), check the preview
 * (duplicates of existing guests skipped unless chosen), then one call writes every row or none.
 */
export function ImportGuestsDialog({
  eventId,
  existingNames,
  onClose,
}: {
  eventId: string
  existingNames: readonly string[]
  onClose: () => void
}) {
  const importGuests = useImportGuests(eventId)
  const [file, setFile] = useState<CsvGuestFile | null>(null)
  const [fields, setFields] = useState<(ImportField | null)[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  // The rows as the columns are mapped now, or what keeps the file from being read so.
  const reading = useMemo((): { parsed: ParsedImport | null; problem: string | null } => {
    if (!file) return { parsed: null, problem: null }
    const missing = mappingProblem(fields)
    if (missing) return { parsed: null, problem: missing }
    try {
      return { parsed: parseGuestsCsv(file, fields), problem: null }
    } catch (error) {
      return { parsed: null, problem: error instanceof Error ? error.message : String(error) }
    }
  }, [file, fields])
  const parsed = reading.parsed
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [pending, setPending] = useState(false)
  const duplicates = useMemo(
    () => (parsed ? duplicateLines(parsed.rows, existingNames) : new Set<number>()),
    [parsed, existingNames],
  )
  const toImport = parsed?.rows.filter((row) => !duplicates.has(row.line) || chosen.has(row.line)) ?? []

  async function pick(picked: File | undefined) {
    setFile(null)
    setProblem(null)
    setChosen(new Set())
    if (!picked) return
    try {
      const read = readGuestsFile(await readCsvFile(picked))
      setFile(read)
      setFields(read.fields)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  async function submit() {
    setPending(true)
    setProblem(null)
    try {
      const count = await importGuests(toImport)
      toast.success(`${count} ${count === 1 ? 'guest' : 'guests'} imported`)
      onClose()
    } catch (error) {
      console.error('Importing guests failed', error)
      setProblem(`Nothing was imported: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setPending(false)
    }
  }

  const skipped = parsed ? parsed.rows.length - toImport.length : 0
  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="Import guests"
      description={`A CSV file with a header line: Name (or First name and Last name), and optionally E-mail, Status, Comment and Plus-ones written as "Name (kid, veg); …". At most ${MAX_IMPORT_ROWS.toLocaleString('en')} guests.`}
      className="max-h-[calc(100dvh-2rem)] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto"
    >
      <div className="mt-4 flex flex-col gap-4">
        <CsvFilePicker onPick={(picked) => void pick(picked)} />
        {file && (
          <ImportMapping headers={file.headers} delimiter={file.delimiter} fields={fields} onChange={setFields} />
        )}
        {(problem ?? reading.problem) && (
          <p
            role="alert"
            className="rounded-md border border-rose-200 p-3 text-sm text-rose-800 dark:border-rose-900 dark:text-rose-300"
          >
            {problem ?? reading.problem}
          </p>
        )}
        {parsed && (
          <>
            <ImportPreview
              parsed={parsed}
              duplicates={duplicates}
              chosen={chosen}
              onChoose={(line, on) =>
                setChosen((previous) => {
                  const next = new Set(previous)
                  if (on) next.add(line)
                  else next.delete(line)
                  return next
                })
              }
            />
            <p className="text-sm" aria-live="polite">
              {toImport.length} to import
              {skipped > 0 && `, ${skipped} already on the list skipped`}.
            </p>
          </>
        )}
        <div className="flex justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button disabled={!parsed || toImport.length === 0 || pending} onClick={() => void submit()}>
            {toImport.length > 0 ? `Import ${toImport.length} ${toImport.length === 1 ? 'guest' : 'guests'}` : 'Import'}
          </Button>
        </div>
      </div>
    </ModalShell>
  )
}
