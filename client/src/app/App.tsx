import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth';
import { ToastProvider } from '../lib/toast';
import { apolloClient } from './apollo';
import { AppRoutes } from './router';
import { theme } from './theme';

/** Root component: theme, toasts, router, Apollo and auth providers around the route table. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <ApolloProvider client={apolloClient}>
            <AuthProvider>
              <AppRoutes />
            </AuthProvider>
          </ApolloProvider>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}

export default App;
