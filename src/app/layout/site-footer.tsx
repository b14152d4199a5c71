import { Link } from 'react-router-dom';
import { LogoMark } from '@/components/logo/logo-mark';
import { SITE_NAME } from '@/config/site';

const columns = [
  {
    title: 'Explore',
    // Seven links: on a wide screen they run in two columns, so 44 px rows do not make the footer tall.
    wide: true,
    links: [
      { to: '/search-managers', label: 'Search managers' },
      { to: '/Home', label: 'Managers by department' },
      { to: '/search-interviewers', label: 'Search interviewers' },
      { to: '/interviewers', label: 'Browse interviewers' },
      { to: '/add-interviewer', label: 'Add an interviewer' },
      { to: '/All-Companies', label: 'All companies' },
      { to: '/rate-manager', label: 'Rate a manager' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/guidelines', label: 'Review guidelines' },
      { to: '/Toxic-Workplace-Blog', label: 'Spotting a toxic workplace' },
      { to: '/team', label: 'Our team' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/terms', label: 'Terms of use' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
] as const;

export function SiteFooter({ inert = false }: { inert?: boolean }) {
  return (
    <footer className="site-footer" inert={inert}>
      <div className="container">
        <div className="footer-grid">
          <div className="footer-about">
            <Link to="/" className="footer-brand">
              <LogoMark size={28} />
              <span>{SITE_NAME}</span>
            </Link>
            <p>Anonymous, honest reviews of interviewers and hiring managers, in every industry.</p>
          </div>
          {columns.map((column) => (
            <nav
              key={column.title}
              className={'wide' in column ? 'footer-column footer-column-wide' : 'footer-column'}
              aria-label={column.title}
            >
              <h2 className="footer-heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-disclaimer">
          <strong>Disclaimer:</strong> {SITE_NAME} is a neutral and anonymous platform. Reviews are the
          personal opinions of their authors; they are not verified or endorsed by {SITE_NAME}.
        </p>
        <p className="footer-copyright">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
