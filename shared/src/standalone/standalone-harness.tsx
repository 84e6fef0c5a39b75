import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PortalProviders } from '../providers/portal-providers';

export interface StandalonePage {
  path: string;
  label: string;
  Component: ComponentType;
}

export interface StandaloneOptions {
  /** The remote's name, shown in the harness bar so QA knows what they are testing. */
  name: string;
  pages: StandalonePage[];
}

/** A remote opened on its own: the same providers as the shell, a bar linking its pages. */
export function StandaloneHarness({ name, pages }: StandaloneOptions) {
  const first = pages[0];
  return (
    <PortalProviders>
      <BrowserRouter>
        <AppBar position="static" color="default" elevation={0}>
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mr: 2 }}>
              AgriHub · {name} (standalone)
            </Typography>
            {pages.map((page) => (
              <Button key={page.path} component={Link} to={page.path}>
                {page.label}
              </Button>
            ))}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
          <Routes>
            {pages.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            {first ? <Route path="*" element={<Navigate to={first.path} replace />} /> : null}
          </Routes>
        </Box>
      </BrowserRouter>
    </PortalProviders>
  );
}

export function renderStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness {...options} />
    </StrictMode>,
  );
}
