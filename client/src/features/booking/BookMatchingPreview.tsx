import { skipToken, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import BoltRounded from '@mui/icons-material/BoltRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import { MIN_LEAD_MINUTES, ZIP_CODE, toScheduledAt } from './bookingForm';
import { BookMatchingPreviewQuery } from './selectCleanerDocuments';

/**
 * /book's note on how the booking will be matched once the service, time and zip code are filled
 * in (issue 31): a cleaner near you can confirm it at once (best available goes to them), or a
 * wave of requests. Nothing while the details are incomplete, the server refuses them, or nobody
 * is free (then "Book now" and the open board are what is left, and its hint says so).
 */
export function BookMatchingPreview({ serviceId, date, time, hours, zipCode }: { serviceId: string; date: string; time: string; hours: number; zipCode: string }) {
  const scheduledAt = date && time ? toScheduledAt(date, time) : '';
  const valid =
    Boolean(serviceId) &&
    ZIP_CODE.test(zipCode.trim()) &&
    hours >= 1 &&
    hours <= 12 &&
    Boolean(scheduledAt) &&
    Date.parse(scheduledAt) - Date.now() >= MIN_LEAD_MINUTES * 60_000;
  const { data } = useQuery(
    BookMatchingPreviewQuery,
    valid ? { variables: { input: { serviceId, zipCode: zipCode.trim(), scheduledAt, durationHours: hours } } } : skipToken,
  );
  const page = valid ? data?.recommendationsByZip : undefined;
  if (!page || page.total === 0) return null;
  return page.instantCleanerId ? (
    <Alert severity="success" icon={<BoltRounded />} sx={{ mb: 2 }}>
      Instant confirmation available: choose your cleaner, then Best available, and a cleaner near you confirms this booking at once.
    </Alert>
  ) : (
    <Alert severity="info" icon={<GroupsRounded />} sx={{ mb: 2 }}>
      {page.waveSize > 1
        ? `On the next step, Best available asks up to ${page.waveSize} cleaners near you at once; first to accept gets it.`
        : 'On the next step, Best available asks the best match first, then the next, until a cleaner accepts.'}
    </Alert>
  );
}
