import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Link as RouterLink } from 'react-router-dom';
import { HeroSearch } from './HeroSearch';

/** Decorative illustration: a house with sparkles, drawn inline (no external images). */
function HeroIllustration() {
  return (
    <Box component="svg" viewBox="0 0 400 340" aria-hidden sx={{ width: '100%', maxWidth: 460, height: 'auto' }}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3f2fd" />
          <stop offset="1" stopColor="#e0f2f1" />
        </linearGradient>
        <linearGradient id="hero-roof" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e88e5" />
          <stop offset="1" stopColor="#1565c0" />
        </linearGradient>
      </defs>
      <circle cx="200" cy="180" r="150" fill="url(#hero-sky)" />
      <rect x="110" y="160" width="180" height="130" rx="10" fill="#ffffff" stroke="#cfd8dc" strokeWidth="3" />
      <path d="M90 170 L200 80 L310 170 Z" fill="url(#hero-roof)" />
      <rect x="180" y="220" width="40" height="70" rx="6" fill="#00897b" />
      <circle cx="212" cy="256" r="3" fill="#fff" />
      <rect x="130" y="190" width="36" height="32" rx="4" fill="#bbdefb" />
      <rect x="234" y="190" width="36" height="32" rx="4" fill="#bbdefb" />
      <path d="M148 190 v32 M130 206 h36 M252 190 v32 M234 206 h36" stroke="#fff" strokeWidth="3" />
      <rect x="70" y="288" width="260" height="8" rx="4" fill="#b2dfdb" />
      {[
        [320, 90, 16],
        [85, 120, 11],
        [300, 230, 9],
        [250, 60, 8],
      ].map(([x, y, r]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y - r} l${r * 0.3} ${r * 0.7} ${r * 0.7} ${r * 0.3} -${r * 0.7} ${r * 0.3} -${r * 0.3} ${r * 0.7} -${r * 0.3} -${r * 0.7} -${r * 0.7} -${r * 0.3} ${r * 0.7} -${r * 0.3}z`}
          fill="#ffb300"
        />
      ))}
      <g transform="translate(300 250)">
        <rect x="0" y="0" width="14" height="60" rx="6" fill="#8d6e63" transform="rotate(25)" />
        <path d="M-30 52 h50 l-8 26 h-34z" fill="#26a69a" transform="rotate(25)" />
      </g>
    </Box>
  );
}

/** Landing hero: headline, marketing claims, the service search and the main calls to action. */
export function HeroSection({ onShowMembership }: { onShowMembership: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(1200px 500px at 10% -10%, rgba(30,136,229,0.18), transparent 60%), radial-gradient(900px 500px at 100% 10%, rgba(0,137,123,0.16), transparent 60%), #f6f8fc',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Chip
              icon={<LocalOfferIcon />}
              color="success"
              variant="outlined"
              label="Members save up to 55% · from $18/hour"
              sx={{ mb: 2, bgcolor: 'background.paper' }}
            />
            <Typography
              id="hero-title"
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.4rem' }, lineHeight: 1.1, mb: 2 }}
            >
              A spotless home,{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                booked in minutes
              </Box>
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4, maxWidth: 560 }}>
              50+ professional cleaning and property services across 36+ cities, done by background-checked pros.
              Member rates from $18/hour.
            </Typography>
            <Box sx={{ maxWidth: 580, mb: 3 }}>
              <HeroSearch />
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 4 }}>
              <Button component={RouterLink} to="/book" variant="contained" size="large">
                Book a cleaning
              </Button>
              <Button variant="outlined" size="large" onClick={onShowMembership}>
                See membership plans
              </Button>
            </Stack>
            <Stack direction="row" useFlexGap spacing={2.5} component="ul" sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
              <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <StarRoundedIcon sx={{ color: '#f5a623' }} aria-hidden />
                <Typography variant="body2">
                  <strong>4.9/5</strong> from 900,000+ customers
                </Typography>
              </Stack>
              <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <AccessTimeIcon color="primary" aria-hidden />
                <Typography variant="body2">
                  <strong>98%</strong> on-time · support 24/7
                </Typography>
              </Stack>
              <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <VerifiedIcon color="success" aria-hidden />
                <Typography variant="body2">Insured &amp; background checked</Typography>
              </Stack>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
            <HeroIllustration />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
