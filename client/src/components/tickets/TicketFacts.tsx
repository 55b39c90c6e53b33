import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One fact of a ticket's side panel. */
export interface TicketFact {
  label: string;
  value: ReactNode;
}

/**
 * The facts of a ticket (category, priority, booking, requester, dates...) as a description list,
 * two columns on wide screens and one on phones (docs/decisions/0021 ticket pages).
 */
export function TicketFacts({ facts }: { facts: TicketFact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
