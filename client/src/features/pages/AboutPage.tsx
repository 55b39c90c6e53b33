import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from './ContentPage';

const VALUES = [
  { icon: VerifiedUserIcon, title: 'Safety first', text: 'Every pro is background checked, insured and bonded before their first job.' },
  { icon: ThumbUpIcon, title: 'Quality you can count on', text: 'A 4.9/5 average rating, 98% on-time arrivals and re-cleans within 24 hours if something is missed.' },
  { icon: HandshakeIcon, title: 'Fair for freelancers', text: 'Freelancers choose their jobs and hours and are paid securely after every completed booking.' },
  { icon: EnergySavingsLeafIcon, title: 'Kind to the planet', text: 'Eco-friendly products on request, safe for kids, pets and allergy-sensitive homes.' },
];

const FACTS = [
  { value: '900,000+', label: 'customers served' },
  { value: '36+', label: 'cities' },
  { value: '50+', label: 'services' },
  { value: '24/7', label: 'support' },
];

/** /about: mission, values and key figures. */
export default function AboutPage() {
  return (
    <ContentPage
      eyebrow="About us"
      title="We make home care effortless"
      subtitle="Comfort Life connects busy people with trusted, background-checked cleaning professionals, with honest hourly prices and support around the clock."
    >
      <Grid container spacing={6} sx={{ alignItems: 'center', mb: 8 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Our story
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Comfort Life started with a simple frustration: booking a reliable cleaner took days of calls, vague quotes
            and no-shows. We built the platform we wanted to use ourselves: transparent hourly pricing, instant online
            booking and pros whose identity and background are verified.
          </Typography>
          <Typography color="text.secondary">
            Today we offer more than 50 services, from weekly house cleaning to post-construction and emergency work,
            in over 36 cities. Our membership brings rates down to $18/hour, saving members up to 55% on every clean.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Grid container spacing={2}>
            {FACTS.map((fact) => (
              <Grid key={fact.label} size={6}>
                <Card sx={{ textAlign: 'center', py: 3 }}>
                  <Typography variant="h4" component="p" color="primary">
                    {fact.value}
                  </Typography>
                  <Typography color="text.secondary">{fact.label}</Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>

      <Typography variant="h4" component="h2" gutterBottom>
        What we stand for
      </Typography>
      <Grid container spacing={3} sx={{ mb: 8 }}>
        {VALUES.map(({ icon: Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                <Typography variant="h6" component="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Box sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Box>
            <Typography variant="h5" component="h2">
              Join the Comfort Life community
            </Typography>
            <Typography color="text.secondary">Book your first clean, or start earning as a freelancer.</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              Get started
            </Button>
            <Button component={RouterLink} to="/register?role=freelancer" variant="outlined" size="large">
              Become a freelancer
            </Button>
          </Stack>
        </Stack>
      </Box>
    </ContentPage>
  );
}
