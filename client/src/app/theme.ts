/** MUI theme of the product: brand palette, 768 px mobile breakpoint, role badge colours. */
import { alpha, createTheme } from '@mui/material/styles';
import type { Role } from '../lib/session';

/** Spec section 2: blue customer, green cleaner (shown as Freelancer), purple admin. */
export const ROLE_BADGE: Record<Role, { label: string; color: string; background: string }> = {
  customer: { label: 'Customer', color: '#0d47a1', background: '#e3f2fd' },
  cleaner: { label: 'Freelancer', color: '#1b5e20', background: '#e8f5e9' },
  admin: { label: 'Admin', color: '#4a148c', background: '#f3e5f5' },
};

/** Mobile breakpoint of spec section 9 (theme.breakpoints.up('md')). */
export const MOBILE_BREAKPOINT_PX = 768;

const primary = '#1565c0';

/** The app theme. `md` is 768 px so `up('md')` means "not mobile". */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: primary, light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    secondary: { main: '#00897b', light: '#4ebaaa', dark: '#005b4f', contrastText: '#fff' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed6c02' },
    background: { default: '#f6f8fc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: 'rgba(15, 23, 42, 0.1)',
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          '*, *::before, *::after': { transitionDuration: '0.01ms !important', animationDuration: '0.01ms !important' },
        },
        ':focus-visible': { outline: `3px solid ${alpha(primary, 0.55)}`, outlineOffset: 2 },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 10,
          '&.Mui-focusVisible': { outline: `3px solid ${alpha(primary, 0.55)}`, outlineOffset: 2 },
        },
        sizeLarge: { padding: '10px 22px', fontSize: '1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${alpha(primary, 0.55)}`, outlineOffset: 2 } },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 16, border: '1px solid rgba(15, 23, 42, 0.08)' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
