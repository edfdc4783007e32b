import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css';
import './styles/base.css';
import './styles/loading.css';
import './styles/toast.css';
import './app/layout/layout.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render runs as its own task, after this module's code has been evaluated: two
// shorter tasks instead of one long one, so a slow phone stays responsive meanwhile (the
// loading overlay of index.html is on screen already).
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, 0);
