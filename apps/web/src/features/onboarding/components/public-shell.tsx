import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AgreementLink } from '../../../components/agreement-link';
import { LanguageToggle } from '../../../components/language-toggle';
import { useBrand } from '../../../lib/use-brand';
import './onboarding.css';

/** The frame of the public onboarding pages: brand, language switch, and the page's card. */
export function PublicShell({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  const brand = useBrand();
  return (
    <div className="onb">
      <header className="onb-header">
        <Link to="/companyEnter" className="onb-brand">
          <span className="onb-logo" aria-hidden>
            {brand.slice(0, 1)}
          </span>
          <span>{brand}</span>
        </Link>
        <LanguageToggle />
      </header>
      <main className={narrow ? 'onb-main narrow' : 'onb-main'}>{children}</main>
      <footer className="onb-footer">
        <AgreementLink category="A" />
        <AgreementLink category="F" />
        <AgreementLink category="Y" />
      </footer>
    </div>
  );
}
