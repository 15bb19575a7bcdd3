import { useSearchParams } from 'react-router-dom';
import { nairobiDay } from '../format/date.ts';
import { DateRangeFilter } from '../list/list-toolbar.tsx';
import { SelectField } from '../ui/select-field.tsx';
import {
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  PRESET_LABELS,
  periodFromSearch,
  presetOf,
  presetPeriod,
} from './period.ts';

const CHOSEN_DAYS = 'chosen';

/**
 * A screen's period, kept in its address (`?from=&to=`) so a reload, the back button and a
 * shared link show the same figures; this month when the address names none.
 */
export function useAddressPeriod(): {
  period: Period;
  today: string;
  choose: (p: Period) => void;
} {
  const [search, setSearch] = useSearchParams();
  const today = nairobiDay();
  const period = periodFromSearch(search, today);
  const choose = (next: Period) => {
    // This month is what the address means without days: it stays clean for it.
    setSearch(presetOf(next, today) === 'month' ? {} : next, { replace: true });
  };
  return { period, today, choose };
}

/**
 * Which days a screen's figures cover: a preset or days typed or picked.
 * (On the dashboard, stock and what customers owe stand as now whatever the period; its cards say so.)
 */
export function PeriodPicker({
  period,
  today,
  onChoose,
}: {
  period: Period;
  today: string;
  onChoose: (period: Period) => void;
}) {
  const preset = presetOf(period, today);
  return (
    <div className="list-toolbar period-picker">
      <div className="list-toolbar__filter period-picker__preset">
        <SelectField
          label="Period"
          value={preset ?? CHOSEN_DAYS}
          onChange={(value) => {
            if (value !== CHOSEN_DAYS) onChoose(presetPeriod(value as PeriodPreset, today));
          }}
        >
          {PERIOD_PRESETS.map((name) => (
            <option key={name} value={name}>
              {PRESET_LABELS[name]}
            </option>
          ))}
          {/* Shown, not offered: typing or picking days below is how to choose them. */}
          <option value={CHOSEN_DAYS} disabled>
            Chosen days
          </option>
        </SelectField>
      </div>
      <DateRangeFilter
        from={period.from}
        to={period.to}
        onChange={(range) => {
          const next = { from: range.from ?? period.from, to: range.to ?? period.to };
          // An emptied field or an end before the start changes nothing until it makes sense.
          if (next.from && next.to && next.from <= next.to) onChoose(next);
        }}
      />
    </div>
  );
}
