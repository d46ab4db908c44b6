import type { ReactNode } from 'react';
import './auth.scss';

/** The frame of every auth page: one card with the page's `<h1>` and a lead. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="auth-card card shadow-sm">
        <div className="card-body">
          <h1 id="auth-title" className="h3 mb-2">
            {title}
          </h1>
          {lead && <p className="text-body-secondary mb-4">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
