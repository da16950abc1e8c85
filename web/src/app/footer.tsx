import { Link } from "react-router-dom";
import { copy } from "../copy.ts";
import { paths } from "../lib/paths.ts";
import { useSocialLinks } from "./social-links.ts";

const toolLinks = [
  { to: paths.home, label: copy.links.formulaGenerator },
  { to: paths.formulaExplainer, label: copy.links.formulaExplainer },
  { to: paths.vbaGenerator, label: copy.links.vbaGenerator },
  { to: paths.dataAnalyzer, label: copy.links.dataAnalyzer },
  { to: paths.chartGenerator, label: copy.links.chartGenerator },
];

const productLinks = [
  { to: paths.about, label: copy.links.about },
  { to: paths.features, label: copy.links.features },
  { to: paths.faq, label: copy.links.faq },
  { to: paths.contact, label: copy.links.contact },
  { to: paths.privacyPolicy, label: copy.links.privacyPolicy },
  { to: paths.termsOfService, label: copy.links.termsOfService },
];

export function Footer() {
  const socialLinks = useSocialLinks();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-about">
          <p className="footer-brand">{copy.brand}</p>
          <p>{copy.tagline}</p>
          {socialLinks.length > 0 && (
            <ul className="social-links" aria-label={copy.footer.socialLabel}>
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noreferrer">
                    {copy.footer.socialNetworks[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="footer-column" aria-label={copy.footer.toolsHeading}>
          <h2>{copy.footer.toolsHeading}</h2>
          <ul>
            {toolLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-column" aria-label={copy.footer.productHeading}>
          <h2>{copy.footer.productHeading}</h2>
          <ul>
            {productLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-column" aria-label={copy.footer.communityHeading}>
          <h2>{copy.footer.communityHeading}</h2>
          <ul>
            <li>
              <Link to={paths.forum}>{copy.footer.forum}</Link>
            </li>
            <li>
              {/* A server endpoint, not an SPA route: a full page load must reach the API. */}
              <a href={paths.health}>{copy.footer.health}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer-legal">
        © {new Date().getFullYear()} {copy.brand}. {copy.footer.rights}
      </p>
    </footer>
  );
}
