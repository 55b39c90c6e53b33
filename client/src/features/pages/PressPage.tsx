import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../../lib/config';
import { ContentPage } from './ContentPage';

/** The headline figures the product states about itself (spec section 1 "Marketing claims"). */
const FACTS = [
  ['Customers', '900,000+'],
  ['Cities', '36+'],
  ['Services', '50+'],
  ['Average rating', '4.9/5'],
  ['On-time arrivals', '98%'],
];

/**
 * /press: the press contact (VITE_PRESS_EMAIL, else the support address; lib/config.ts), where
 * press releases appear (here; none is published, so none is shown) and the product's stated
 * figures.
 */
export default function PressPage() {
  const mailto = `mailto:${config.pressEmail}?subject=${encodeURIComponent('Press enquiry')}`;
  return (
    <ContentPage eyebrow="Press" title="Newsroom" subtitle={`Media resources and the press contact of ${config.appName}.`}>
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Press contact
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            For interviews, information about {config.appName}, logos and images, email{' '}
            <Link href={mailto}>{config.pressEmail}</Link> with your name, publication and deadline.
          </Typography>
          <Typography variant="h5" component="h2" sx={{ mt: 5 }} gutterBottom>
            Press releases
          </Typography>
          <Typography color="text.secondary">
            We have not published any press releases yet. When we do, they are listed here, newest first.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Fast facts
              </Typography>
              <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                {FACTS.map(([label, value]) => (
                  <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {value}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </ContentPage>
  );
}
