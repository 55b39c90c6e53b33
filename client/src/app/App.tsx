import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../lib/toast';
import { DataLayer } from './DataLayer';
import { AppRoutes } from './router';
import { theme } from '../lib/theme';

/**
 * Root component: theme, toasts, router, and the data layer (Apollo and auth, loaded on demand:
 * app/DataLayer.tsx) around the route table.
 */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <DataLayer>
            <AppRoutes />
          </DataLayer>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

export default App;
