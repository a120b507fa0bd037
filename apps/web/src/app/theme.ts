import { createTheme } from '@mui/material/styles';

// System font stack: no web-font download, and text renders at once in the user's own UI font.
const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/**
 * The MatchBazaar brand: a confident indigo-blue (trust, escrow) with a warm orange accent
 * (the bazaar). Both main colours keep white text above 4.5:1 contrast.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f3fb8', light: '#4c66d6', dark: '#142a80', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', light: '#f97316', dark: '#9a3412', contrastText: '#ffffff' },
    // MUI's orange fails WCAG AA as text on white (#e65100: 3.8:1) and under white text (2.9:1);
    // amber 700/800 pass both (5.0:1 and 7.1:1).
    warning: { main: '#b45309', light: '#d97706', dark: '#92400e', contrastText: '#ffffff' },
    background: { default: '#f7f8fc', paper: '#ffffff' },
    text: { primary: '#161a2e', secondary: '#4a5070' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: 'clamp(2rem, 5vw + 1rem, 3.25rem)', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: {
      fontSize: 'clamp(1.75rem, 3vw + 1rem, 2.5rem)',
      fontWeight: 750,
      letterSpacing: '-0.015em',
    },
    h3: { fontSize: '1.75rem', fontWeight: 700 },
    h4: { fontSize: '1.5rem', fontWeight: 700 },
    h5: { fontSize: '1.25rem', fontWeight: 650 },
    h6: { fontSize: '1.125rem', fontWeight: 650 },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    // A visible ring for keyboard users on every focusable MUI control.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '3px solid #f97316', outlineOffset: 2 },
        },
      },
    },
  },
});
