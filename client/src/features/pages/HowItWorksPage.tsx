import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from './ContentPage';

const CUSTOMER_STEPS = [
  { title: 'Choose service', text: 'Browse 50+ services with member and regular hourly prices shown up front. Not sure? Search by what needs doing.' },
  { title: 'Book online', text: 'Pick a date, time, duration (from 1 to 12 hours) and address. You see the total before you confirm.' },
  { title: 'A pro accepts', text: 'Nearby background-checked freelancers get your request. You are notified the moment one accepts.' },
  { title: 'Enjoy results', text: 'Track the job, pay securely and leave a review. Not happy? We re-clean within 24 hours.' },
];

const FREELANCER_STEPS = [
  { title: 'Apply', text: 'Register as a freelancer with your experience and the areas you serve.' },
  { title: 'Get verified', text: 'We run an identity and background check, usually within 2 to 3 business days.' },
  { title: 'Choose jobs', text: 'Set your availability, then accept or decline the bookings that suit you.' },
  { title: 'Get paid', text: 'Complete the job and receive your earnings securely to your connected account.' },
];

function Steps({ steps, color }: { steps: { title: string; text: string }[]; color: string }) {
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Avatar sx={{ bgcolor: color, mb: 2, fontWeight: 700 }}>{index + 1}</Avatar>
              <Typography variant="h6" component="h3" gutterBottom>
                {step.title}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {step.text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** /how-it-works: the booking journey for customers and the path for freelancers. */
export default function HowItWorksPage() {
  return (
    <ContentPage
      eyebrow="How it works"
      title="From booking to sparkling in four steps"
      subtitle="Transparent prices, vetted pros and a satisfaction guarantee on every job."
    >
      <Box component="section" aria-labelledby="customers-title" sx={{ mb: 8 }}>
        <Typography id="customers-title" variant="h4" component="h2" gutterBottom>
          For customers
        </Typography>
        <Steps steps={CUSTOMER_STEPS} color="#1565c0" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/services" variant="contained">
            Browse services
          </Button>
          <Button component={RouterLink} to="/memberships/plans" variant="outlined">
            Save with membership
          </Button>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="freelancers-title">
        <Typography id="freelancers-title" variant="h4" component="h2" gutterBottom>
          For freelancers
        </Typography>
        <Steps steps={FREELANCER_STEPS} color="#00897b" />
        <Button component={RouterLink} to="/register?role=freelancer" variant="contained" color="secondary" sx={{ mt: 3 }}>
          Apply as a freelancer
        </Button>
      </Box>
    </ContentPage>
  );
}
