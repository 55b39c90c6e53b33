import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { formatAnswerBy, formatTimeLeft, msLeft, useNow } from '../../components/booking/timeLeft';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

/** Under this much time left the deadline turns to the warning colour. */
const URGENT_MS = 5 * 60_000;

/**
 * The deadline of a request addressed to this cleaner (docs/decisions/0027):
 * "12 min left · Answer by 3:45 PM". The countdown is a polite live region whose text changes at
 * most once a minute (formatTimeLeft), so screen readers are not told every second.
 */
export function RequestDeadline({ expiresAt, serviceName }: { expiresAt: string; serviceName: string }) {
  const now = useNow(1000);
  const remaining = msLeft(expiresAt, now);
  const tone = remaining > 0 && remaining < URGENT_MS ? 'warning' : 'info';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        mb: 2,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: `${tone}.main`,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.08),
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', color: `${tone}.dark`, '& svg': { fontSize: 20 } }}>
        <HourglassTopRounded />
      </Box>
      <Typography variant="body2" component="p">
        <Box component="span" aria-live="polite" aria-atomic="true" sx={{ fontWeight: 700 }}>
          <VisuallyHidden>{`${serviceName} request: `}</VisuallyHidden>
          {formatTimeLeft(expiresAt, now)}
        </Box>
        {' · '}
        {formatAnswerBy(expiresAt)}
      </Typography>
    </Stack>
  );
}
