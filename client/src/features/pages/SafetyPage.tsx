import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CoronavirusIcon from '@mui/icons-material/Coronavirus';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import PetsIcon from '@mui/icons-material/Pets';
import ScienceIcon from '@mui/icons-material/Science';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { ContentPage, TextSection } from './ContentPage';

const PRACTICES = [
  { icon: HealthAndSafetyIcon, title: 'Trained professionals', text: 'Freelancers follow our safety checklist for ladders, electrical appliances and heavy lifting.' },
  { icon: ScienceIcon, title: 'Safe products', text: 'Products are used as labelled, never mixed, and eco-friendly options are available on request.' },
  { icon: PetsIcon, title: 'Kids and pets', text: 'Tell us about pets or allergies in your booking notes; pros adapt products and keep doors closed.' },
  { icon: CoronavirusIcon, title: 'Hygiene', text: 'Fresh cloths for every home, and sanitization services for illness recovery.' },
  { icon: VpnKeyIcon, title: 'Access and keys', text: 'Share access details only in your booking notes; they are visible to your assigned pro only.' },
  { icon: LocalPhoneIcon, title: 'Help anytime', text: 'Report a safety concern 24/7 through support. In an emergency, call 911 first.' },
];

/** /safety: safety practices during cleanings, for customers and freelancers. */
export default function SafetyPage() {
  return (
    <ContentPage eyebrow="Safety" title="Safety in every home we clean" subtitle="How we keep customers, their homes and our freelancers safe.">
      <Grid container spacing={3} sx={{ mb: 6 }}>
        {PRACTICES.map(({ icon: Icon, title, text }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" sx={{ fontSize: 34, mb: 1 }} aria-hidden />
                <Typography variant="h6" component="h2" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <TextSection title="For freelancers">
        <p>
          You may decline or stop any job that feels unsafe. Let support know right away and we will follow up with the
          customer. Your address and phone number are never shown to customers before you accept a booking.
        </p>
      </TextSection>
      <TextSection title="Reporting an incident">
        <p>
          Contact support within 24 hours with your booking number and a description. We investigate every report, may
          suspend accounts during the investigation, and coordinate with our insurer when damage is involved.
        </p>
      </TextSection>
    </ContentPage>
  );
}
