import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';

/** Centered empty / not-found / forbidden message with an icon, a description and optional actions. */
export function StateMessage({
  icon,
  title,
  description,
  actions,
  variant = 'outlined',
  headingLevel = 'h2',
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  variant?: 'outlined' | 'plain';
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const content = (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, md: 7 }, px: 3 }}>
      {icon && (
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
          {description}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
  if (variant === 'plain') return content;
  return (
    <Paper variant="outlined" sx={{ borderStyle: 'dashed', borderRadius: 3 }}>
      {content}
    </Paper>
  );
}

/** Error state for a failed query, with a "Try again" button when a retry callback is given. */
export function QueryErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Box role="alert">
      <StateMessage
        icon={<ErrorOutlineRounded />}
        title={title ?? "We couldn't load this"}
        description={errorMessage(error)}
        actions={
          onRetry && (
            <Button variant="contained" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    </Box>
  );
}
