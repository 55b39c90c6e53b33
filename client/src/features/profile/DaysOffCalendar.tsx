import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  NOTE_MAX,
  WEEKDAY_NAMES,
  WEEK_ORDER,
  addMonths,
  longDayLabel,
  monthBefore,
  monthGrid,
  monthLabel,
  monthOf,
  shortDayLabel,
  type YearMonth,
} from './availability';

/** A chosen day off as the page edits it. */
export interface DraftDayOff {
  date: string;
  note: string;
}

/**
 * The days-off part of /cleaner/availability (docs/decisions/0019): a month calendar (Monday first) of day
 * buttons that toggle a day off (aria-pressed; past days disabled; "today" in the cleaner's time
 * zone), previous/next month, and the list of chosen days off with an optional note and a remove
 * button each. No jobs are offered on a day off.
 */
export function DaysOffCalendar({
  daysOff,
  today,
  noteErrors,
  onChange,
}: {
  /** Sorted by date. */
  daysOff: readonly DraftDayOff[];
  /** Today (YYYY-MM-DD) in the chosen time zone: earlier days are disabled. */
  today: string;
  /** Note problems by date (from the server). */
  noteErrors: Record<string, string>;
  onChange: (daysOff: DraftDayOff[]) => void;
}) {
  const firstMonth = monthOf(today);
  const [shown, setShown] = useState<YearMonth>(firstMonth);
  const month = monthBefore(shown, firstMonth) ? firstMonth : shown;
  const chosen = new Set(daysOff.map((d) => d.date));
  const cells = monthGrid(month);
  const canGoBack = monthBefore(firstMonth, month);
  const titleId = 'days-off-month';

  const toggle = (date: string) => {
    if (chosen.has(date)) onChange(daysOff.filter((d) => d.date !== date));
    else onChange([...daysOff, { date, note: '' }].sort((a, b) => a.date.localeCompare(b.date)));
  };
  const setNote = (date: string, note: string) => onChange(daysOff.map((d) => (d.date === date ? { ...d, note } : d)));

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ maxWidth: 420, width: '100%' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton aria-label="Previous month" onClick={() => setShown(addMonths(month, -1))} disabled={!canGoBack}>
            <ChevronLeftRounded />
          </IconButton>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
            {monthLabel(month)}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => setShown(addMonths(month, 1))}>
            <ChevronRightRounded />
          </IconButton>
        </Stack>
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', mb: 0.5 }}>
          {WEEK_ORDER.map((weekday) => (
            <Typography key={weekday} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600 }}>
              {WEEKDAY_NAMES[weekday]!.slice(0, 3)}
            </Typography>
          ))}
        </Box>
        <Box role="group" aria-labelledby={titleId} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
          {cells.map((date, index) => {
            if (!date) return <Box key={`blank-${index}`} aria-hidden />;
            const off = chosen.has(date);
            const past = date < today;
            const isToday = date === today;
            const label = `${longDayLabel(date)}${isToday ? ', today' : ''}${off ? ', day off' : ''}`;
            return (
              <Button
                key={date}
                variant={off ? 'contained' : isToday ? 'outlined' : 'text'}
                color={off ? 'primary' : 'inherit'}
                aria-pressed={off}
                aria-label={label}
                disabled={past}
                onClick={() => toggle(date)}
                sx={{ minWidth: 0, px: 0, height: 40, fontWeight: off || isToday ? 700 : 400 }}
              >
                {Number(date.slice(8, 10))}
              </Button>
            );
          })}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Select a day to take it off; select it again to work that day after all.
        </Typography>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Your days off ({daysOff.length})
        </Typography>
        {daysOff.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No days off planned. You work every week as set above.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {daysOff.map((day) => {
              const long = longDayLabel(day.date);
              return (
                <Box component="li" key={day.date} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {long}
                      {day.date < today && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          (past)
                        </Typography>
                      )}
                    </Typography>
                    <TextField
                      label={`Note for ${shortDayLabel(day.date)}`}
                      value={day.note}
                      onChange={(event) => setNote(day.date, event.target.value)}
                      size="small"
                      fullWidth
                      error={Boolean(noteErrors[day.date])}
                      helperText={noteErrors[day.date] ?? 'Optional, only you see it'}
                      sx={{ mt: 1 }}
                      slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
                    />
                  </Box>
                  <IconButton aria-label={`Remove day off ${long}`} onClick={() => onChange(daysOff.filter((d) => d.date !== day.date))} sx={{ mt: 3 }}>
                    <DeleteOutlineRounded />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
