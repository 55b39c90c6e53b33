import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND_GRADIENT } from '../../lib/theme';

/** Shared frame of the public content pages: a gradient header band and a content container. */
export function ContentPage({
  eyebrow,
  title,
  subtitle,
  children,
  maxWidth = 'lg',
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Box>
      <Box
        component="header"
        sx={{
          py: { xs: 6, md: 9 },
          color: '#fff',
          background: BRAND_GRADIENT,
        }}
      >
        <Container maxWidth={maxWidth}>
          {eyebrow && (
            <Typography variant="overline" sx={{ opacity: 0.85, fontWeight: 700 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, color: '#fff' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="h6" component="p" sx={{ mt: 1.5, fontWeight: 400, opacity: 0.9, maxWidth: 720 }}>
              {subtitle}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
        {children}
      </Container>
    </Box>
  );
}

/** A titled block of long-form text (legal and policy pages). */
export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} sx={{ mb: 5, scrollMarginTop: 80 }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary', '& p': { mt: 0, mb: 1.5 }, '& li': { mb: 0.75 }, lineHeight: 1.7 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Legal page body: a table of contents followed by the sections. */
export function LegalDocument({
  updated,
  sections,
}: {
  updated: string;
  sections: { id: string; title: string; body: ReactNode }[];
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Last updated {updated}
      </Typography>
      <Box component="nav" aria-label="Contents" sx={{ mb: 5, p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { sm: 2 } }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Box component="a" href={`#${section.id}`} sx={{ color: 'primary.main' }}>
                {section.title}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section) => (
        <TextSection key={section.id} id={section.id} title={section.title}>
          {section.body}
        </TextSection>
      ))}
    </Box>
  );
}
