import { nairobiDay } from '../../shared/format/date.ts';
import { readDay } from '../../shared/period/period.ts';
import { DateField } from '../../shared/ui/date-field.tsx';
import { useReportParams } from './use-report-params.ts';

/** The day a report is as at, from the address (`?as_of=`); today when it names none. */
export function asOfAsked(params: URLSearchParams): string {
  const today = nairobiDay();
  const asOf = readDay(params.get('as_of'));
  return asOf && asOf <= today ? asOf : today;
}

/** `asOfAsked` of the address, and how to pick another day. */
export function useAsOf(): [string, (day: string) => void] {
  const [params, change] = useReportParams();
  return [asOfAsked(params), (day) => change({ as_of: day })];
}

/** The as-at day picker: any day up to today. */
export function AsOfField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <DateField
      label="As at"
      value={value}
      max={nairobiDay()}
      onChange={(day) => {
        if (day) onChange(day);
      }}
    />
  );
}
