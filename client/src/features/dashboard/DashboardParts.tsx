import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

/** "Good morning" / "Good afternoon" / "Good evening" for the user's local time. */
export function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Dashboard header: greeting, subtitle and an optional call to action. */
export function DashboardHeader({ title, subtitle, action }: { title: string; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: { xs: 3, md: 4 } }}
    >
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
      </Box>
      {action}
    </Stack>
  );
}

/** A headline number with a label, icon and optional link. */
export function StatCard({
  label,
  value,
  icon,
  tone = 'primary',
  to,
  hint,
  loading,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone?: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
  to?: string;
  hint?: ReactNode;
  loading?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, position: 'relative', height: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: theme.palette[tone].main,
            bgcolor: alpha(theme.palette[tone].main, 0.12),
          })}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {to ? (
              <Link
                component={RouterLink}
                to={to}
                color="inherit"
                underline="hover"
                sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 } }}
              >
                {label}
              </Link>
            ) : (
              label
            )}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
            {loading ? <Skeleton width={48} /> : value}
          </Typography>
          {hint && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {hint}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** A titled dashboard panel with an optional "view all" link. */
export function Panel({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{ px: { xs: 2, sm: 3 }, py: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
      >
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {viewAll && (
          <Link
            component={RouterLink}
            to={viewAll.to}
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {viewAll.label}
            <ChevronRightRounded fontSize="small" aria-hidden />
          </Link>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

/** Grid of navigation tiles (quick links / admin areas). */
export function LinkTiles({ links }: { links: ReadonlyArray<{ to: string; label: string; description?: string; icon: ReactNode }> }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 2, sm: 3 },
        pt: { xs: 0, sm: 0 },
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Link
            component={RouterLink}
            to={link.to}
            underline="none"
            color="inherit"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              p: 1.5,
              height: '100%',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              transition: 'background-color 150ms, border-color 150ms',
              '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.light' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
              {link.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {link.label}
              </Typography>
              {link.description && (
                <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {link.description}
                </Typography>
              )}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** Responsive grid for StatCards. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

/** A titled group of StatCards (h2 title, optional line under it), e.g. "Today and this week". */
export function StatSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `stats-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        )}
      </Stack>
      <StatGrid>{children}</StatGrid>
    </Box>
  );
}
