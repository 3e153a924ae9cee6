import { useId } from 'react'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { FIELD_LIMITS } from '@kernel/field-limits'

/**
 * How guests give what they reserve: the public checkout takes no payment, so the page shows
 * this text with the gift list and after each reservation. The guests' pages are French.
 */
export function GiftInstructionsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        Gift instructions
      </label>
      <textarea
        id={`${id}-input`}
        rows={5}
        maxLength={FIELD_LIMITS.giftInstructions}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Virement : FR76 …, la cagnotte : https://…, ou apportez-le le jour J."
        aria-describedby={`${id}-help`}
        className={FIELD_CONTROL_CLASS}
      />
      <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
        How guests give the gifts they reserve (the site takes no payment): a bank transfer, a pot link, bring it on the
        day. Shown with the gift list and after a reservation. {value.length} / {FIELD_LIMITS.giftInstructions}{' '}
        characters.
      </p>
    </div>
  )
}
