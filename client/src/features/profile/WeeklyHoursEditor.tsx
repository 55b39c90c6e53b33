import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { WEEKDAY_NAMES, WEEK_ORDER, nextWindow, normalizeTime, type DraftWeek, type DraftWindow, type WindowProblem } from './availability';

/** DOM id of a window's start or end input (the page focuses the first invalid one on save). */
export function timeInputId(windowId: string, part: 'start' | 'end'): string {
  return `hours-${windowId}-${part}`;
}

function TimeInput({
  windowId,
  part,
  name,
  value,
  error,
  onChange,
  onBlur,
}: {
  windowId: string;
  part: 'start' | 'end';
  /** Accessible name, e.g. "Monday start 1" (kept stable for the end-to-end tests). */
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = timeInputId(windowId, part);
  return (
    <TextField
      id={id}
      label={part === 'start' ? 'Start' : 'End'}
      value={value}
      size="small"
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        const tidy = normalizeTime(event.target.value);
        if (tidy !== event.target.value) onChange(tidy);
        onBlur();
      }}
      error={Boolean(error)}
      helperText={error}
      placeholder="HH:MM"
      sx={{ width: { xs: '100%', sm: 132 }, flex: { xs: 1, sm: 'none' } }}
      slotProps={{ htmlInput: { 'aria-label': name, inputMode: 'numeric', maxLength: 5, autoComplete: 'off', spellCheck: false } }}
    />
  );
}

/**
 * The weekly grid of /cleaner/availability (docs/decisions/0019): the seven weekdays, Monday first, each with
 * its working windows (start and end as HH:MM in the chosen time zone; 24:00 ends at midnight), a
 * button to add a window and one to remove each. Problems (end before start, overlaps) come from
 * availability.ts `weekProblems`, the server's rules; they show once a field was left or a save
 * was tried.
 */
export function WeeklyHoursEditor({
  week,
  problems,
  shouldShow,
  onChange,
  onTouch,
  makeId,
}: {
  week: DraftWeek;
  problems: Record<string, WindowProblem>;
  /** Whether a field's problem shows yet (left once, or a save was tried). */
  shouldShow: (windowId: string, part: 'start' | 'end') => boolean;
  onChange: (week: DraftWeek) => void;
  onTouch: (windowId: string, part: 'start' | 'end') => void;
  makeId: () => string;
}) {
  const setDay = (weekday: number, windows: DraftWindow[]) => onChange(week.map((day, index) => (index === weekday ? windows : day)));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {WEEK_ORDER.map((weekday) => {
        const day = WEEKDAY_NAMES[weekday]!;
        const windows = week[weekday] ?? [];
        const next = nextWindow(windows);
        return (
          <Box
            key={weekday}
            role="group"
            aria-labelledby={`weekday-${weekday}-name`}
            sx={{
              minWidth: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              px: { xs: 1.5, sm: 2 },
              py: 1.5,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '120px 1fr auto' },
              columnGap: 2,
              rowGap: 1,
              alignItems: 'start',
            }}
          >
            <Typography id={`weekday-${weekday}-name`} sx={{ fontWeight: 700, pt: { md: 1 } }}>
              {day}
            </Typography>
            <Box>
              {windows.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                  Not working
                </Typography>
              ) : (
                <Stack spacing={1.5}>
                  {windows.map((window, index) => {
                    const number = index + 1;
                    const problem = problems[window.id];
                    const update = (part: 'start' | 'end', value: string) =>
                      setDay(
                        weekday,
                        windows.map((w) => (w.id === window.id ? { ...w, [part]: value } : w)),
                      );
                    return (
                      <Stack key={window.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <TimeInput
                          windowId={window.id}
                          part="start"
                          name={`${day} start ${number}`}
                          value={window.start}
                          error={shouldShow(window.id, 'start') ? problem?.start : undefined}
                          onChange={(value) => update('start', value)}
                          onBlur={() => onTouch(window.id, 'start')}
                        />
                        <Typography aria-hidden sx={{ pt: 1 }}>
                          –
                        </Typography>
                        <TimeInput
                          windowId={window.id}
                          part="end"
                          name={`${day} end ${number}`}
                          value={window.end}
                          error={shouldShow(window.id, 'end') ? problem?.end : undefined}
                          onChange={(value) => update('end', value)}
                          onBlur={() => onTouch(window.id, 'end')}
                        />
                        <Tooltip title={`Remove ${day} window ${number}`}>
                          <IconButton
                            aria-label={`Remove ${day} window ${number}`}
                            onClick={() => setDay(weekday, windows.filter((w) => w.id !== window.id))}
                          >
                            <DeleteOutlineRounded />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    );
                  })}
                </Stack>
              )}
            </Box>
            <Box sx={{ pt: { md: 0.5 } }}>
              <Button
                size="small"
                startIcon={<AddRounded aria-hidden />}
                aria-label={`Add hours on ${day}`}
                disabled={!next}
                onClick={() => next && setDay(weekday, [...windows, { id: makeId(), ...next }])}
              >
                Add hours
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
