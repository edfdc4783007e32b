import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card the account pages share: heading, intro, form, links below. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <div className="auth-card card">
        <h1 className="auth-card__title">{title}</h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
