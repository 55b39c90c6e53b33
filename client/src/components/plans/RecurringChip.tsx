import Chip, { type ChipProps } from '@mui/material/Chip';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import { frequencyLabel } from './planLabels';

/**
 * The "Recurring" badge of a visit of a recurring plan (docs/decisions/0033: recurring badges on
 * cleaner jobs), with the plan's frequency when known: "Recurring · Every 2 weeks".
 */
export function RecurringChip({ frequency, size = 'small' }: { frequency?: string | null; size?: ChipProps['size'] }) {
  const rhythm = frequencyLabel(frequency);
  return (
    <Chip
      size={size}
      color="secondary"
      variant="outlined"
      icon={<EventRepeatRounded />}
      label={rhythm ? `Recurring · ${rhythm}` : 'Recurring'}
      sx={{ fontWeight: 600 }}
    />
  );
}
