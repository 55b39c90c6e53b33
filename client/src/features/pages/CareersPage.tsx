import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../lib/config';
import { ContentPage } from './ContentPage';

/** The steps of joining as a freelancer, as the product runs them (spec sections 2 and 6). */
const FREELANCER_STEPS = [
  'Register with the freelancer role: the button below opens the registration form with Freelancer chosen.',
  'Confirm your email address with the link we send you.',
  'An admin reviews your application and background check; meanwhile your account shows its verification status.',
  'Once approved, set up your profile and availability, accept the jobs that suit you and get paid after each completed booking.',
];

/**
 * /careers: how to work with the product. Cleaners join as freelancers through registration
 * (role=freelancer); staff openings are listed on this page when there are any, and there are
 * none today, so none is shown.
 */
export default function CareersPage() {
  return (
    <ContentPage
      eyebrow="Careers"
      title="Work with us"
      subtitle="Cleaning professionals join as freelancers: choose your jobs, set your availability and get paid after every booking."
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Join as a freelancer
          </Typography>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, '& li': { mb: 1.25 } }}>
            {FREELANCER_STEPS.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to="/register?role=freelancer"
            variant="contained"
            size="large"
            startIcon={<HowToRegRounded />}
          >
            Become a freelancer
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" component="section" aria-labelledby="careers-openings">
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <WorkOutlineRounded color="primary" aria-hidden sx={{ fontSize: 36, mb: 1 }} />
              <Typography id="careers-openings" variant="h5" component="h2" gutterBottom>
                Staff openings
              </Typography>
              <Typography sx={{ mb: 1.5 }}>
                We have no open staff positions right now. When we do, each opening is listed here, on this page, with
                its team, location and how to apply.
              </Typography>
              <Typography color="text.secondary">
                Questions about working with {config.appName}? Email{' '}
                <Link href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Careers question')}`}>
                  {config.supportEmail}
                </Link>
                .
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </ContentPage>
  );
}
