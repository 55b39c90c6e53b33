/** Small pieces of the cleaner's JobCard: a fact line with its icon, and the card's loading shape. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One fact of a job (time, place, notes) after its icon. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="div" sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Placeholder shaped like a JobCard. */
export function JobCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2.5 }} aria-hidden>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" width={44} height={44} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="60%" height={28} />
          <Skeleton width="30%" />
        </Box>
      </Stack>
      <Skeleton width="80%" />
      <Skeleton width="40%" />
      <Skeleton width="50%" />
      <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
    </Paper>
  );
}
