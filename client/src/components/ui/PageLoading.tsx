import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Suspense fallback of every lazy page: 'Loading page...' (spec section 2 "Redirects"). */
export function PageLoading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading page...</Typography>
    </Box>
  );
}
