import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StatechartsPage } from './statecharts-page.tsx';
import './statecharts.css';

const root = document.getElementById('root');
if (!root) throw new Error('statecharts.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StatechartsPage />
  </StrictMode>,
);
