/** The static sections of the landing page: steps, trust, statistics, cleaner showcase, support, closing CTA. */
import type { ComponentType } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { alpha } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatIcon from '@mui/icons-material/Chat';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import LockIcon from '@mui/icons-material/Lock';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import SearchIcon from '@mui/icons-material/Search';
import ShieldIcon from '@mui/icons-material/Shield';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import VerifiedIcon from '@mui/icons-material/Verified';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_GRADIENT } from '../../lib/theme';
import { config } from '../../lib/config';
import { initials } from '../../lib/format';
import { SAMPLE_CLEANERS, STATS, STEPS, TRUST_POINTS } from './content';
import { SectionHeading } from './SectionHeading';
import { StarRating } from '../../components/ui/StarRating';

const STEP_ICONS: ComponentType<SvgIconProps>[] = [SearchIcon, EventAvailableIcon, CleaningServicesIcon];
const TRUST_ICONS: ComponentType<SvgIconProps>[] = [
  VerifiedUserIcon,
  ShieldIcon,
  ThumbUpIcon,
  LockIcon,
  EnergySavingsLeafIcon,
  AccessTimeIcon,
];

/** Three-step explainer: Choose service, Book online, Enjoy results. */
export function HowItWorksSection() {
  return (
    <Box component="section" aria-labelledby="steps-title" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading id="steps-title" eyebrow="How it works" title="Clean in three simple steps" />
        <Grid container spacing={4} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? CleaningServicesIcon;
            return (
              <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
                <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                  <Box sx={{ position: 'relative' }}>
                    <Avatar
                      sx={{
                        width: 72,
                        height: 72,
                        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                        color: 'primary.main',
                      }}
                    >
                      <Icon fontSize="large" aria-hidden />
                    </Avatar>
                    <Avatar
                      sx={{ position: 'absolute', top: -6, right: -6, width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.main' }}
                    >
                      {index + 1}
                    </Avatar>
                  </Box>
                  <Typography variant="h6" component="h3">
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ maxWidth: 320 }}>
                    {step.text}
                  </Typography>
                </Stack>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}

/** Why customers trust the platform: vetting, insurance, guarantee, security, products, support. */
export function TrustSection() {
  return (
    <Box component="section" aria-labelledby="trust-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="trust-title"
          eyebrow="Trust & safety"
          title="Peace of mind, built in"
          subtitle="Every booking is backed by vetted professionals, insurance and our satisfaction guarantee."
        />
        <Grid container spacing={3}>
          {TRUST_POINTS.map((point, index) => {
            const Icon = TRUST_ICONS[index] ?? VerifiedIcon;
            return (
              <Grid key={point.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 2 }}>
                    <Avatar sx={{ bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.12), color: 'secondary.dark' }}>
                      <Icon aria-hidden />
                    </Avatar>
                    <Box>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                        {point.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {point.text}
                      </Typography>
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Container>
    </Box>
  );
}

/** Headline statistics band. */
export function StatsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="stats-title"
      sx={{ py: { xs: 6, md: 8 }, color: '#fff', background: BRAND_GRADIENT }}
    >
      <Container maxWidth="lg">
        <Typography id="stats-title" variant="h5" component="h2" sx={{ textAlign: 'center', mb: 4, color: '#fff' }}>
          Trusted across the country
        </Typography>
        {/* dl > div > dt + dd: each Grid item is the div grouping one term with its value. */}
        <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
          {STATS.map((stat) => (
            <Grid
              key={stat.label}
              size={{ xs: 6, sm: 4, md: 2 }}
              sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
            >
              <Typography component="dt">
                {stat.label}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 800 }}>
                {stat.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** Three sample cleaner profiles (static). */
export function CleanerShowcase() {
  return (
    <Box component="section" aria-labelledby="cleaners-title" sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="cleaners-title"
          eyebrow="Meet our pros"
          title="Experienced, verified, rated by customers"
          subtitle="A few sample profiles from our freelancer community."
        />
        <Grid container spacing={3}>
          {SAMPLE_CLEANERS.map((cleaner) => (
            <Grid key={cleaner.name} size={{ xs: 12, md: 4 }}>
              <Card component="article" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <Avatar sx={{ width: 64, height: 64, background: cleaner.gradient, fontSize: 22, fontWeight: 700 }}>
                      {initials(cleaner.name)}
                    </Avatar>
                    <Box>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Typography variant="h6" component="h3">
                          {cleaner.name}
                        </Typography>
                        {cleaner.verified && <VerifiedIcon color="primary" fontSize="small" titleAccess="Verified" />}
                      </Stack>
                      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                        <StarRating value={cleaner.rating} size="small" />
                        <Typography variant="body2">
                          {cleaner.rating.toFixed(1)} ({cleaner.reviews} reviews)
                        </Typography>
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {cleaner.experience} of experience
                      </Typography>
                    </Box>
                  </Stack>
                  <Typography variant="overline" color="text.secondary">
                    Specialties
                  </Typography>
                  <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap', mb: 1.5 }}>
                    {cleaner.specialties.map((s) => (
                      <Chip key={s} size="small" label={s} />
                    ))}
                  </Stack>
                  <Typography variant="overline" color="text.secondary">
                    Certifications
                  </Typography>
                  <Stack spacing={0.5}>
                    {cleaner.certifications.map((c) => (
                      <Stack key={c} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                        <WorkspacePremiumIcon fontSize="small" color="secondary" aria-hidden />
                        <Typography variant="body2">{c}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** Support contact cards: call (WhatsApp soon), live chat, help center. */
export function SupportSection() {
  const phoneHref = `tel:${config.supportPhone.replace(/[^+\d]/g, '')}`;
  const cards = [
    {
      title: 'Call us',
      text: `Talk to a real person 24/7 at ${config.supportPhone}.`,
      icon: PhoneInTalkIcon,
      action: (
        <Button component="a" href={phoneHref} variant="outlined">
          Call now
        </Button>
      ),
      chip: 'WhatsApp soon',
    },
    {
      title: 'Live chat',
      text: 'Send us a message and our support team replies in minutes, day or night.',
      icon: ChatIcon,
      action: (
        <Button component={RouterLink} to="/contact" variant="outlined">
          Start a conversation
        </Button>
      ),
    },
    {
      title: 'Help center',
      text: 'Answers about bookings, payments, memberships and our satisfaction guarantee.',
      icon: HelpCenterIcon,
      action: (
        <Button component={RouterLink} to="/help-center" variant="outlined">
          Visit help center
        </Button>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="support-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="support-title" eyebrow="Support 24/7" title="We're here whenever you need us" />
        <Grid container spacing={3}>
          {cards.map(({ title, text, icon: Icon, action, chip }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Avatar sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1), color: 'primary.main' }}>
                      <Icon aria-hidden />
                    </Avatar>
                    {chip && <Chip size="small" color="success" variant="outlined" label={chip} />}
                  </Stack>
                  <Typography variant="h6" component="h3">
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ flex: 1 }}>
                    {text}
                  </Typography>
                  <Box>{action}</Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** Closing call to action: register. */
export function ClosingCta() {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 5,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            textAlign: 'center',
            color: '#fff',
            background: BRAND_GRADIENT,
            boxShadow: '0 24px 60px rgba(21,101,192,0.3)',
          }}
        >
          <SentimentVerySatisfiedIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden />
          <Typography id="cta-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, color: '#fff' }}>
            Ready for a spotless home?
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 4, opacity: 0.9, maxWidth: 560, mx: 'auto' }}>
            Join 900,000+ customers who book trusted cleaners in minutes. No setup fees, cancel anytime.
          </Typography>
          <Button
            component={RouterLink}
            to="/register"
            size="large"
            variant="contained"
            sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
          >
            Create your free account
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
