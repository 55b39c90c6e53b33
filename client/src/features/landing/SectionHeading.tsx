import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Centered eyebrow + title + subtitle used by every landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  light = false,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  light?: boolean;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography variant="overline" sx={{ color: light ? 'rgba(255,255,255,0.8)' : 'primary.main', fontWeight: 700 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, color: light ? '#fff' : undefined }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ mt: 1.5, color: light ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}>{subtitle}</Typography>
      )}
    </Box>
  );
}
