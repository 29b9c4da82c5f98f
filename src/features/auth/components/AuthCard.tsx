// The centred card that frames the sign-in, registration and password pages.
import type { ReactNode } from 'react';
import '../auth.css';

interface Props {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, intro, wide = false, children, footer }: Props) {
  return (
    <section className="container auth">
      <div className={`panel auth__card${wide ? ' auth__card--wide' : ''}`}>
        <h1 className="auth__title">{title}</h1>
        {intro ? <div className="auth__intro">{intro}</div> : null}
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
