import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

/** Centered card used by every authentication screen. */
export function AuthShell({
  icon,
  title,
  subtitle,
  children,
  maxWidth = 480,
}: {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 8 },
        background:
          'radial-gradient(800px 400px at 0% 0%, rgba(30,136,229,0.12), transparent 60%), radial-gradient(700px 400px at 100% 100%, rgba(0,137,123,0.12), transparent 60%)',
      }}
    >
      <Container sx={{ maxWidth: `${maxWidth + 48}px !important` }}>
        <Paper sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider' }} elevation={0}>
          <Box sx={{ textAlign: 'center', mb: 3 }}>
            <Avatar
              sx={{
                mx: 'auto',
                mb: 2,
                width: 56,
                height: 56,
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                color: 'primary.main',
              }}
            >
              {icon}
            </Avatar>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
