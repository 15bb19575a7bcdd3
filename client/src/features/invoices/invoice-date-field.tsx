import { DateField } from '../../shared/ui/date-field.tsx';

/**
 * Spec §5: a blank date is today; payment is due 7 days after it. Shown and typed dd/mm/yyyy
 * like every date in the app (shared DateField); `onChange(null)` while what is typed is no day.
 */
export function InvoiceDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (day: string | null) => void;
  error?: string;
}) {
  return (
    <DateField
      label="Invoice date"
      value={value}
      onChange={onChange}
      hint="Leave blank for today. Payment is due 7 days later."
      error={error}
    />
  );
}
