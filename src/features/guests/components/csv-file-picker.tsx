import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { downloadCsv } from '../csv/download-csv'
import { templateCsv } from '../csv/guest-import'

/** The import's first step: the CSV file to read, and the template to start one from. */
export function CsvFilePicker({ onPick }: { onPick: (file: File | undefined) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        CSV file
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="text-sm"
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => downloadCsv(templateCsv(), 'guests-template.csv')}
      >
        Download a template
      </Button>
    </div>
  )
}
