import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage, TextSection } from './ContentPage';

const PILLARS = [
  { value: '100%', label: 'of freelancers background checked' },
  { value: 'Insured', label: '& bonded on every booking' },
  { value: '24 h', label: 're-clean guarantee' },
  { value: 'SSL', label: 'secured payments' },
];

/** /trust-safety: vetting, insurance, reviews integrity, payments and reporting. */
export default function TrustSafetyPage() {
  return (
    <ContentPage eyebrow="Trust & safety" title="Trust is our product" subtitle="The checks and guarantees behind every booking on Comfort Life." maxWidth="md">
      <Grid container spacing={2} sx={{ mb: 6 }}>
        {PILLARS.map((p) => (
          <Grid key={p.label} size={{ xs: 6, sm: 3 }}>
            <Box sx={{ textAlign: 'center', p: 2, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', height: '100%' }}>
              <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 800 }}>
                {p.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {p.label}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
      <TextSection title="Freelancer vetting">
        <p>
          Every freelancer verifies their identity and passes a background check before they can accept a job. Our team
          approves or rejects each application; rejected applicants cannot take bookings.
        </p>
      </TextSection>
      <TextSection title="Insurance and guarantee">
        <p>
          Bookings are insured and bonded. If something isn't right, tell us within 24 hours and we'll re-clean at no
          extra cost. Damage claims are handled with our insurer.
        </p>
      </TextSection>
      <TextSection title="Honest reviews">
        <p>
          Only customers with a completed booking can review it, and reviews are labelled "Verified". Reviews written
          by our quality team are labelled "Pro Review". We never remove a review because it is negative.
        </p>
      </TextSection>
      <TextSection title="Secure payments">
        <p>
          Payments are processed by a certified card payment provider over SSL. We never store your full card number.
          Freelancers are paid through connected accounts after each completed job.
        </p>
      </TextSection>
      <TextSection title="Your data">
        <p>
          Addresses and access notes are shared only with the freelancer assigned to your booking. Read our privacy
          policy for the details.
        </p>
      </TextSection>
      <Button component={RouterLink} to="/contact" variant="contained">
        Report a concern
      </Button>
    </ContentPage>
  );
}
