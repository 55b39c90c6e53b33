/**
 * MUI theme of the product: brand palette, 768 px mobile breakpoint, role badge and membership tier
 * colours, focus ring and link styles. Every colour that carries text passes WCAG 2.2 AA contrast
 * (4.5:1 for normal text) against white and against the page background #f6f8fc; the choices and
 * their ratios are recorded in docs/decisions/0013-accessibility.md.
 */
import { createTheme } from '@mui/material/styles';
import type { Role } from './session';

/** Spec section 2: blue customer, green cleaner (shown as Freelancer), purple admin. */
export const ROLE_BADGE: Record<Role, { label: string; color: string; background: string }> = {
  customer: { label: 'Customer', color: '#0d47a1', background: '#e3f2fd' },
  cleaner: { label: 'Freelancer', color: '#1b5e20', background: '#e8f5e9' },
  admin: { label: 'Admin', color: '#4a148c', background: '#f3e5f5' },
};

/**
 * Accent colour of each membership tier (card title, outlined button text and border, popular
 * ribbon). Each gives at least 4.5:1 with white, both as text on white and as a background under
 * white text: Moon 6.0:1, Star 5.8:1, Sun 5.2:1.
 */
export const TIER_ACCENTS: Record<string, string> = { moon: '#4e5bb5', star: '#1565c0', sun: '#c2410c' };

/**
 * The brand band (page headers, statistics, closing call to action) under white text: navy, brand
 * blue and dark teal, every stop at least 5.8:1 with white (the old middle #1e88e5 was 3.7:1 and the
 * teal end #00897b 4.3:1).
 */
export const BRAND_GRADIENT = 'linear-gradient(120deg, #0d47a1 0%, #1565c0 50%, #00695c 100%)';

/** Mobile breakpoint of spec section 9 (theme.breakpoints.up('md')). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Brand blue: 5.8:1 with white. */
const primary = '#1565c0';

/**
 * Focus indicator of every interactive element: a 3 px brand-blue outline 2 px away from the element
 * with a 2 px white ring filling the gap, so it stays visible on light surfaces (blue against the
 * page, 5.4:1) and on the dark gradient bands (white against navy) alike (WCAG 2.4.7, 2.4.11, 1.4.11).
 */
const focusRing = {
  outline: `3px solid ${primary}`,
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #ffffff',
} as const;

/** The app theme. `md` is 768 px so `up('md')` means "not mobile". */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
  palette: {
    // Text on these mains is white (contrastText); ratios are white-on-main.
    primary: { main: primary, light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' }, // 5.8:1
    secondary: { main: '#00796b', light: '#48a999', dark: '#004c40', contrastText: '#fff' }, // 5.3:1 (was #00897b, 4.3:1)
    success: { main: '#2e7d32', contrastText: '#fff' }, // 5.1:1
    info: { main: '#0369a1', contrastText: '#fff' }, // 5.9:1 (was #0288d1, 3.9:1)
    warning: { main: '#b45309', contrastText: '#fff' }, // 5.0:1 (was #ed6c02, 3.1:1)
    error: { main: '#c62828', contrastText: '#fff' }, // 5.6:1
    background: { default: '#f6f8fc', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' }, // 17.9:1 and 7.6:1 on white
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
        ':focus-visible': focusRing,
        // A link inside running text is told apart by more than colour (WCAG 1.4.1): underlined,
        // whatever the MuiLink `underline` prop says (also a MuiLink rendered as a button, e.g. "Terms &
        // Conditions"). MUI Buttons rendered as links are left alone.
        ':where(p, dd, td, blockquote, figcaption) :is(a:not(.MuiButtonBase-root), .MuiLink-button), :where(li) > a:not(.MuiButtonBase-root):not(:only-child)':
          { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, '&.Mui-focusVisible': focusRing },
        sizeLarge: { padding: '10px 22px', fontSize: '1rem' },
      },
    },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: -3 } } } },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 600, '&.Mui-focusVisible': focusRing },
      },
    },
    // The default avatar is grey #bdbdbd under white initials (1.8:1): slate instead (7.6:1).
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#475569', color: '#fff' } } },
    // Small counters (notification bell) use the palette's error/primary mains (all >= 4.5:1 with
    // white); bold, so the 12 px digits read clearly.
    MuiBadge: { styleOverrides: { badge: { fontWeight: 700 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { borderRadius: 16, border: '1px solid rgba(15, 23, 42, 0.08)' } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
