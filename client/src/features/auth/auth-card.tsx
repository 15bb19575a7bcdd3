import type { ReactNode } from 'react';
import logoUrl from '../../assets/ghala-logo.svg';

type AuthCardProps = {
  title: string;
  error: string | null;
  success?: string | null;
  children: ReactNode;
  footer: ReactNode;
};

/** The centred card both sign-in forms share: logo, heading, banners above the form. */
export function AuthCard({ title, error, success = null, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <img className="auth-card__logo" src={logoUrl} alt="Ghala" width={200} />
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {error && (
          <div className="banner banner--error" role="alert">
            {error}
          </div>
        )}
        {success && (
          <div className="banner banner--success" role="status">
            {success}
          </div>
        )}
        {children}
        <p className="auth-card__switch">{footer}</p>
      </section>
    </main>
  );
}
