import Box from '@mui/material/Box';
import type { ElementType, ReactNode } from 'react';

/**
 * Text read by screen readers but not shown (e.g. "Regular price" before a struck-through rate, or
 * a heading that keeps the outline h1 > h2 > h3 where the design shows none). A span unless
 * `component` says otherwise (e.g. 'h2').
 */
export function VisuallyHidden({
  children,
  component = 'span',
  id,
}: {
  children: ReactNode;
  component?: ElementType;
  id?: string;
}) {
  return (
    <Box
      component={component}
      id={id}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
