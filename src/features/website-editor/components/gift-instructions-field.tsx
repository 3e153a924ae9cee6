import { TextAreaField } from '@/components/ui/text-area-field'
import { FIELD_LIMITS } from '@kernel/field-limits'

/**
 * How guests give what they reserve: the public checkout takes no payment, so the page shows
 * this text with the gift list and after each reservation. The guests' pages are French.
 */
export function GiftInstructionsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextAreaField
      label="Gift instructions"
      rows={5}
      maxLength={FIELD_LIMITS.giftInstructions}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Virement : FR76 …, la cagnotte : https://…, ou apportez-le le jour J."
      description={
        <>
          How guests give the gifts they reserve (the site takes no payment): a bank transfer, a pot link, bring it on
          the day. Shown with the gift list and after a reservation. {value.length} / {FIELD_LIMITS.giftInstructions}{' '}
          characters.
        </>
      }
    />
  )
}
