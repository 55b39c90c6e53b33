import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

/**
 * One titled card of the profile pages (docs/decisions/0019): a `<section>` named by its h2, with an optional
 * line under the title. Used by /customer/profile and /cleaner/profile.
 */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}

/** Placeholder cards of the profile pages while `me` loads. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-busy="true">
      <VisuallyHidden>Loading your profile</VisuallyHidden>
      <Skeleton variant="rounded" height={360} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={280} />
    </Stack>
  );
}
