import { expect, it } from 'vitest';
import { renderShell } from './sign-in-shell.plugin.ts';

const root = `${import.meta.dirname}/..`;

it("renders the sign-in screen as the app's components do, with nothing to send it yet", async () => {
  const html = await renderShell(root);
  // Spec, Login (/login): the logo, the heading, the two fields, the button and the link.
  expect(html).toMatch(
    /<img class="auth-card__logo" src="data:image\/svg\+xml;base64,[^"]+" alt="Ghala" width="200"\/?>/,
  );
  expect(html).toContain('>Login</h1>');
  expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
  expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
  expect(html).toMatch(
    /<button class="button button--primary button--block" type="submit">Login<\/button>/,
  );
  expect(html).toMatch(/Don&#x27;t have an account\? <a href="\/signup"[^>]*>Sign up<\/a>/);
  // Empty, as a first visit's form is.
  expect(html).not.toMatch(/value="[^"]/);
}, 60_000);
