/**
 * One item of a card list (the customer's bookings, the customer's plans): an outlined article,
 * icon | details | aside in a grid, whose title link covers the whole card (one tab stop, the
 * card outlined while focused).
 */
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The card: an `article` named by its title (`titleId`), laid out icon, details, aside. */
export function ListCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto' },
        alignItems: 'center',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: 3 },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 3 },
      }}
    >
      {children}
    </Paper>
  );
}

/** The card's title (h2, `id` names the card) as a link to `to` stretched over the whole card. */
export function ListCardTitle({ id, to, children }: { id: string; to: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
      <Link
        component={RouterLink}
        to={to}
        underline="none"
        color="inherit"
        sx={{
          '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
          '&:focus-visible': { outline: 'none' },
          '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </Link>
    </Typography>
  );
}
