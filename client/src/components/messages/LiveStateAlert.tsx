import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DirectionsWalkRounded from '@mui/icons-material/DirectionsWalkRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { formatTime } from '../booking/format';
import { liveStateText, type LiveState } from './threadModel';

const ICONS = { on_my_way: <DirectionsWalkRounded />, running_late: <ScheduleRounded />, arrived: <HomeRounded /> } as const;

/**
 * The cleaner's live state on the customer's booking page (docs/decisions/0034: set by the cleaner's quick
 * replies, kept live by the page's bookingUpdated subscription): "Your cleaner is on the way", "...
 * running about 10 minutes late", "... has arrived". A polite live region, present while the page is,
 * so the change is announced.
 */
export function LiveStateAlert({ liveState, liveStateAt, status }: { liveState: LiveState | null | undefined; liveStateAt: string | null | undefined; status: string }) {
  const text = liveStateText(liveState, status);
  return (
    <Box aria-live="polite" sx={{ mb: text ? 3 : 0 }}>
      {text && liveState && (
        <Alert severity={liveState === 'running_late' ? 'warning' : 'success'} icon={ICONS[liveState]}>
          {text}
          {liveStateAt ? ` (${formatTime(liveStateAt)})` : ''}.
        </Alert>
      )}
    </Box>
  );
}
