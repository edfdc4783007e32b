import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.css';
import './styles/base.css';
import './styles/loading.css';
import './styles/toast.css';
import './app/layout/layout.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Three shorter tasks instead of one long one, so that a slow phone stays responsive
// meanwhile (index.html's loading overlay is on screen already): evaluating this code,
// starting the router (which starts loading the page's code), and the first render.
const nextTask = (run: () => void) => setTimeout(run, 0);
nextTask(() => {
  const router = createAppRouter();
  nextTask(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
