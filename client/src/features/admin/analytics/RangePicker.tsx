import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { INTERVALS, parseDay, RANGE_PRESETS, rangeChanges, type AnalyticsRange, type Interval, type RangeKind } from './range';

/** Visible label above a toggle group; the group is named by it. */
function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

/**
 * A date input ("From" / "To") that writes to the URL only once it holds a whole, real day: the
 * draft follows the URL when the range changes elsewhere (a preset), so typing is never interrupted.
 */
function DayField({
  label,
  value,
  problemId,
  onCommit,
}: {
  label: string;
  value: string;
  /** Id of the message saying what is wrong with the range, when something is. */
  problemId?: string;
  onCommit: (day: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      error={Boolean(problemId)}
      onChange={(event) => {
        setDraft(event.target.value);
        if (parseDay(event.target.value)) onCommit(event.target.value);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': problemId } }}
      sx={{ flex: '1 1 150px', minWidth: 0 }}
    />
  );
}

/**
 * The range picker of the admin analytics pages (docs/decisions/0020): presets (last 7, 30 or 90 days, this
 * year), custom "From" and "To" days (UTC, both included; editing one makes the range custom) and,
 * when `interval` is given, the Day / Week / Month toggle. State lives in the URL (useAnalyticsParams).
 */
export function RangePicker({
  range,
  onChange,
  interval,
  onIntervalChange,
  intervalProblem,
}: {
  range: AnalyticsRange;
  onChange: (changes: Record<string, string | null>) => void;
  interval?: Interval;
  onIntervalChange?: (interval: Interval) => void;
  /** Why the interval cannot be used with this range (shown under the picker). */
  intervalProblem?: string | null;
}) {
  const rangeLabelId = useId();
  const intervalLabelId = useId();
  const problemId = useId();
  const problem = range.error ?? intervalProblem ?? null;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, mb: 3 }}>
      <VisuallyHidden component="legend">Date range{interval ? ' and interval' : ''}</VisuallyHidden>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <Box sx={{ minWidth: 0 }}>
          <GroupLabel id={rangeLabelId}>Range</GroupLabel>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={range.kind}
            aria-labelledby={rangeLabelId}
            onChange={(_event, value: RangeKind | null) => {
              if (value) onChange(rangeChanges(range, { preset: value }));
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {RANGE_PRESETS.map((preset) => (
              <ToggleButton key={preset.value} value={preset.value} sx={{ textTransform: 'none', px: 1.5 }}>
                {preset.label}
              </ToggleButton>
            ))}
            <ToggleButton value="custom" sx={{ textTransform: 'none', px: 1.5 }}>
              Custom
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Stack direction="row" sx={{ gap: 2, flex: '1 1 300px', maxWidth: { sm: 360 }, minWidth: 0 }}>
          <DayField
            label="From"
            value={range.fromDay}
            problemId={range.error ? problemId : undefined}
            onCommit={(day) => onChange(rangeChanges(range, { fromDay: day }))}
          />
          <DayField
            label="To"
            value={range.toDay}
            problemId={range.error ? problemId : undefined}
            onCommit={(day) => onChange(rangeChanges(range, { toDay: day }))}
          />
        </Stack>
        {interval && onIntervalChange && (
          <Box sx={{ minWidth: 0 }}>
            <GroupLabel id={intervalLabelId}>Interval</GroupLabel>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={interval}
              aria-labelledby={intervalLabelId}
              onChange={(_event, value: Interval | null) => {
                if (value) onIntervalChange(value);
              }}
            >
              {INTERVALS.map((option) => (
                <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none', px: 2 }}>
                  {option.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        )}
      </Stack>
      {problem && (
        <Alert id={problemId} severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
