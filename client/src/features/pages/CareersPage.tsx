import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '../../lib/config';
import { ContentPage } from './ContentPage';

const ROLES = [
  { title: 'Senior Full-stack Engineer', team: 'Engineering', location: 'Remote (US)', type: 'Full-time' },
  { title: 'Customer Support Specialist (nights)', team: 'Support', location: 'Remote (US)', type: 'Full-time' },
  { title: 'City Launch Manager', team: 'Operations', location: 'Austin, TX', type: 'Full-time' },
  { title: 'Trust & Safety Analyst', team: 'Trust & Safety', location: 'Remote (US)', type: 'Full-time' },
];

const BENEFITS = [
  'Health, dental and vision coverage',
  'Remote-first with quarterly meetups',
  'Free Sun membership for you and your family',
  'Learning budget of $1,500 a year',
];

/** /careers: open roles at the company and the freelancer path. */
export default function CareersPage() {
  return (
    <ContentPage
      eyebrow="Careers"
      title="Help us make home care effortless"
      subtitle="We're a small team serving 900,000+ customers. Come build the most trusted cleaning marketplace."
    >
      <Typography variant="h4" component="h2" gutterBottom>
        Open roles
      </Typography>
      <Stack spacing={2} sx={{ mb: 6 }}>
        {ROLES.map((role) => (
          <Card key={role.title}>
            <CardContent
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1 }}>
                <Typography variant="h6" component="h3">
                  {role.title}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={role.team} />
                  <Chip size="small" label={role.location} variant="outlined" />
                  <Chip size="small" label={role.type} variant="outlined" />
                </Stack>
              </Box>
              <Button
                variant="outlined"
                href={`mailto:${config.supportEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
              >
                Apply by email
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Benefits
          </Typography>
          <Box component="ul" sx={{ pl: 3, color: 'text.secondary', '& li': { mb: 1 } }}>
            {BENEFITS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ bgcolor: 'secondary.main', color: '#fff', border: 0 }}>
            <CardContent sx={{ p: 4 }}>
              <Typography variant="h5" component="h2" gutterBottom sx={{ color: '#fff' }}>
                Prefer to clean on your own schedule?
              </Typography>
              <Typography sx={{ mb: 2, opacity: 0.9 }}>
                Join thousands of freelancers who choose their jobs and get paid after every booking.
              </Typography>
              <Button
                component={RouterLink}
                to="/register?role=freelancer"
                variant="contained"
                sx={{ bgcolor: '#fff', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } }}
              >
                Become a freelancer
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </ContentPage>
  );
}
