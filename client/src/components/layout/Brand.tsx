import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../lib/config';

/** The brand mark: an inline SVG sparkle in a rounded square (no image request). */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}>
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e88e5" />
          <stop offset="1" stopColor="#00897b" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-gradient)" />
      <path d="M32 12l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#fff" />
      <circle cx="47" cy="17" r="3.5" fill="#fff" opacity="0.85" />
    </Box>
  );
}

/** Brand mark and name, linking home. */
export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={`${config.appName} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
    >
      <BrandMark />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>
        {config.appName}
      </Typography>
    </Box>
  );
}
