import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import FacebookIcon from '@mui/icons-material/Facebook';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LockIcon from '@mui/icons-material/Lock';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import ShieldIcon from '@mui/icons-material/Shield';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import XIcon from '@mui/icons-material/X';
import { Link as RouterLink } from 'react-router-dom';
import { config, type SocialNetwork } from '../../lib/config';
import { BrandMark } from './Brand';

const FOOTER_CLAIMS: { label: string; icon: ComponentType<SvgIconProps> }[] = [
  { label: 'Available 24/7', icon: AccessTimeIcon },
  { label: '99.9% Customer Satisfaction', icon: SentimentVerySatisfiedIcon },
  { label: 'Eco-Friendly Products', icon: EnergySavingsLeafIcon },
  { label: 'SSL Secured', icon: LockIcon },
  { label: 'Insured & Bonded', icon: ShieldIcon },
  { label: 'Background Checked', icon: VerifiedUserIcon },
];

const FOOTER_COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/how-it-works', label: 'How it works' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Customers',
    links: [
      { to: '/services', label: 'All services' },
      { to: '/memberships/plans', label: 'Membership plans' },
      { to: '/help-center', label: 'Help center' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
  {
    title: 'Trust',
    links: [
      { to: '/safety', label: 'Safety' },
      { to: '/trust-safety', label: 'Trust & safety' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/privacy-policy', label: 'Privacy policy' },
    ],
  },
];

/** Icons of the networks the product may be on (spec section 1: social links to four networks). */
const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
  LinkedIn: LinkedInIcon,
};

/**
 * Footer of the marketing pages (spec section 1): freelancer invitation, links, the product's
 * social profiles (only those configured: VITE_SOCIAL_*_URL, lib/config.ts; none, no icons),
 * claims. Every link leads somewhere: no `#` placeholders.
 */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', color: 'grey.300', background: 'linear-gradient(160deg, #0b1f3a 0%, #0f2f4f 60%, #0b3b3a 100%)' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            mb: 6,
            p: { xs: 3, md: 4 },
            borderRadius: 4,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 2,
            background: 'linear-gradient(120deg, rgba(30,136,229,0.35), rgba(0,137,123,0.35))',
            border: '1px solid rgba(255,255,255,0.12)',
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="p" sx={{ color: '#fff' }}>
              Are you a cleaning pro?
            </Typography>
            <Typography>
              Join as a freelancer: choose your jobs, set your availability and get paid securely after every clean.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/register?role=freelancer"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<HowToRegIcon />}
          >
            Register as a freelancer
          </Button>
        </Box>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: '#fff' }}>
              <BrandMark />
              <Typography variant="h6" component="p">
                {config.appName}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ mb: 2, maxWidth: 340 }}>
              Vetted cleaners and 50+ property services in 36+ cities, booked online in minutes. Member rates from
              $18/hour.
            </Typography>
            {config.socialLinks.length > 0 && (
              <Stack component="ul" direction="row" spacing={1} aria-label="Follow us" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {config.socialLinks.map(({ network, url }) => {
                  const Icon = SOCIAL_ICONS[network];
                  return (
                    <li key={network}>
                      <IconButton
                        component="a"
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${config.appName} on ${network} (opens in a new tab)`}
                        sx={{ color: 'grey.300', border: '1px solid rgba(255,255,255,0.16)' }}
                      >
                        <Icon fontSize="small" />
                      </IconButton>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} sx={{ color: 'grey.300', '&:hover': { color: '#fff' } }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>

        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1}
          aria-label="Our promises"
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, mt: 5, mb: 0 }}
        >
          {FOOTER_CLAIMS.map(({ label, icon: Icon }) => (
            <Box
              component="li"
              key={label}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.5,
                py: 0.75,
                borderRadius: 99,
                border: '1px solid rgba(255,255,255,0.14)',
                fontSize: 14,
              }}
            >
              <Icon fontSize="small" sx={{ color: '#4ebaaa' }} aria-hidden />
              {label}
            </Box>
          ))}
        </Stack>

        <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.12)' }} />
        <Typography variant="body2">
          © {new Date().getFullYear()} {config.appName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

export default Footer;
