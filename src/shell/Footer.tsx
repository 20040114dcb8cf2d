import { useT } from '../i18n/LocaleProvider';
import { formatOperatingHours, licensedStatesFor, policyLinks } from '../../features/footer/format';
import { modalOpened } from '../../features/overlays/modalsSlice';
import { isNewYorkVariant, termsDocumentName } from '../brand/registry';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DISCLOSURE_MODAL_ID } from './overlays/modalIds';
import { SHELL_TEXT } from './shellText';
import { SupportContact } from './SupportContact';
import { useBrand } from './useBrand';

/** 001 §2 footer: legal text, licensed states, NMLS, support contacts, operating hours and the policy links. */
export function Footer() {
  const { company, theme } = useBrand();
  const dispatch = useAppDispatch();
  const { t, locale } = useT();
  const baseUrl = useAppSelector((state) =>
    state.organization.status === 'resolved' ? state.organization.info.baseUrl : '',
  );
  const hours = useAppSelector((state) => state.hours.phone);
  const links = policyLinks(company, baseUrl);
  const states = company
    ? licensedStatesFor(company.licensedStates, {
        isMainBrand: theme.isMainBrand,
        isNewYorkVariant: isNewYorkVariant(theme),
      })
    : [];
  const hourLines = hours ? formatOperatingHours(hours) : [];
  // The organisation's disclaimer in the page's language when it sent one (issue 34), else its English one.
  const translatedLegalText = company?.legalTextTranslations?.[locale];
  return (
    <footer className="app-footer" data-testid="footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('Contact us')}
          </h2>
          <p>
            <SupportContact />
          </p>
          {hourLines.length > 0 ? (
            <ul className="footer-hours" data-testid="operating-hours" aria-label={t('Operating hours')}>
              {hourLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav aria-label={t('Legal')}>
          <ul className="footer-links">
            <li>
              <a href={links.terms}>{t(termsDocumentName(theme))}</a>
            </li>
            <li>
              <a href={links.privacy}>{t(SHELL_TEXT.privacy)}</a>
            </li>
            <li>
              <a href={links.licenses}>{t(SHELL_TEXT.licenses)}</a>
            </li>
            <li>
              <a href={links.communications}>{t(SHELL_TEXT.communications)}</a>
            </li>
            {theme.showsIlCommunityReinvestmentNotice ? (
              <li>
                <a href={`${links.licenses}#il-community-reinvestment-notice`}>{t(SHELL_TEXT.ilNotice)}</a>
              </li>
            ) : null}
            {(company?.footerLinks ?? []).map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => dispatch(modalOpened({ id: DISCLOSURE_MODAL_ID }))}
              >
                {t(SHELL_TEXT.disclosures)}
              </button>
            </li>
          </ul>
        </nav>
        {company ? (
          <section className="footer-legal">
            {/* The organisation's own text, shown as sent (decision 212), marked with its language for screen readers. */}
            <p lang={translatedLegalText ? locale : 'en'} data-testid="footer-legal-text">
              {translatedLegalText ?? company.legalText}
            </p>
            <p>{t('{legalName} · NMLS #{nmls}', { legalName: company.legalName, nmls: company.nmls })}</p>
            {states.length > 0 ? (
              <p data-testid="licensed-states">{t('Licensed in: {states}', { states: states.join(', ') })}</p>
            ) : null}
          </section>
        ) : null}
      </div>
    </footer>
  );
}
