import { DayPicker } from 'react-day-picker';
import { enUS, tr } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

export interface CalendarProps {
  /** yyyy-mm-dd or ''. */
  value: string;
  onPick: (iso: string) => void;
  language: string;
  min?: string;
  max?: string;
}

const toDate = (iso: string | undefined) => (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : undefined);
const toIso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The month grid behind every date input: weeks start on Monday, names from the app's language (never the browser's). */
export default function Calendar({ value, onPick, language, min, max }: CalendarProps) {
  const selected = toDate(value);
  const from = toDate(min);
  const to = toDate(max);
  const disabled = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])];
  return (
    <div className="apron-calendar" data-testid="calendar">
      <DayPicker
        mode="single"
        required={false}
        selected={selected}
        defaultMonth={selected ?? from ?? new Date()}
        onSelect={(date) => date && onPick(toIso(date))}
        locale={language === 'en' ? enUS : tr}
        weekStartsOn={1}
        captionLayout="dropdown"
        startMonth={new Date(1940, 0)}
        endMonth={new Date(new Date().getFullYear() + 10, 11)}
        disabled={disabled.length ? disabled : undefined}
      />
    </div>
  );
}
