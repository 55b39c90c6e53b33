/**
 * The heading of an admin console page: the document title and the h1 `title`, with the `intro`
 * sentence under it. Used by /admin/bookings, /admin/plans, /admin/payments and
 * /admin/cleaners/earnings.
 */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/ui/PageTitle';

/** The page heading: `title` as document title and h1, `intro` as the lead sentence. */
export function AdminPageHeader({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}

