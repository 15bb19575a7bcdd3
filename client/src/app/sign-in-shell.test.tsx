import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/login-page.tsx';
import { AppClientProvider } from '../shared/graphql/app-client.tsx';
import { takeOverSignInShell } from './sign-in-shell.ts';

// Apollo Client never arrives here: a press of Login leaves the form busy, which is what shows.
const neverLoaded = () => new Promise<never>(() => undefined);
const loginPage = (
  <AppClientProvider source={neverLoaded}>
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>
  </AppClientProvider>
);

/** A page as index.html arrives: the sign-in screen in #root, shown when `shown`. */
function pageWithShell(shown: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div data-sign-in-shell>${renderToStaticMarkup(loginPage)}</div>`;
  document.body.append(root);
  if (shown) document.documentElement.setAttribute('data-sign-in-shell', '');
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return { root, field };
}

/** React takes the page over as main.tsx does. */
function takeOver(root: HTMLElement) {
  const carryOver = takeOverSignInShell(root);
  render(loginPage, { container: root });
  carryOver();
}

afterEach(() => {
  document.documentElement.removeAttribute('data-sign-in-shell');
  window.ghalaShellSubmitted = undefined;
  document.getElementById('root')?.remove();
});

describe('the sign-in screen index.html shows before the scripts', () => {
  it('hands what was typed into it, and the focus, to the form React renders', () => {
    const { root, field } = pageWithShell(true);
    const shellEmail = field('email');
    (shellEmail as HTMLInputElement).value = 'wanjiru@duka.co.ke';
    (field('password') as HTMLInputElement).value = 'siri-yangu';
    field('password')?.focus();

    takeOver(root);

    const email = screen.getByLabelText('Email');
    expect(email).not.toBe(shellEmail);
    expect(email).toHaveValue('wanjiru@duka.co.ke');
    expect(screen.getByLabelText('Password')).toHaveValue('siri-yangu');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(root.querySelector('[data-sign-in-shell]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-sign-in-shell');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends the form when Login was pressed before the form could be sent', async () => {
    const { root, field } = pageWithShell(true);
    (field('email') as HTMLInputElement).value = 'wanjiru@duka.co.ke';
    (field('password') as HTMLInputElement).value = 'siri-yangu';
    window.ghalaShellSubmitted = true;

    takeOver(root);

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('carries nothing over when the page did not show it (a signed-in visit)', () => {
    const { root, field } = pageWithShell(false);
    (field('email') as HTMLInputElement).value = 'not-shown@duka.co.ke';

    takeOver(root);

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(root.querySelectorAll('form')).toHaveLength(1);
  });
});
