import { Fragment, useEffect, type ReactNode } from 'react';
import type { LegalDocumentKind } from '../../../src/api/contractShell';
import { termsDocumentName } from '../../../src/brand/registry';
import type { MessageId } from '../../../src/i18n/catalog';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { MessageValues } from '../../../src/i18n/translator';
import { displayDateOf } from '../../../src/lib/dates';
import { SupportContact } from '../../../src/shell/SupportContact';
import { useBrand } from '../../../src/shell/useBrand';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { MSG } from '../../registration/messages';
import { legalActions } from '../legalSlice';
import './publicPages.css';

/**
 * The lender's public pages (000 §2.1). Their words come from the platform as structured text and are rendered as
 * text; the frame around them is the app's, so they are branded, printable and navigable by heading.
 */
/**
 * A message with elements in it (a link, the support contact): each element's {placeholder} is kept through the
 * translation, then the translated text is split around it, so a language may put the element where it reads best.
 */
function useRichT(): (id: MessageId, elements: Record<string, ReactNode>, values?: MessageValues) => ReactNode {
  const { t } = useT();
  return (id, elements, values) => {
    const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`]));
    return t(id, { ...values, ...marks })
      .split(/(\{\w+\})/)
      .map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in elements ? elements[name] : part}</Fragment>;
      });
  };
}

function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="screen public-page" aria-labelledby="page-heading">
      <PageHeading>{title}</PageHeading>
      {children}
    </article>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t, text } = useT();
  const richT = useRichT();
  return (
    <div className="public-page-failed" role="alert">
      <p>{t('We could not load this page. {message}.', { message: text(message) })}</p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          {t('Try again')}
        </button>
      </p>
      <p>{richT('If it keeps happening: {contact}.', { contact: <SupportContact /> })}</p>
    </div>
  );
}

function Loading() {
  const { t } = useT();
  return (
    <p className="muted" role="status">
      {t('Loading…')}
    </p>
  );
}

function PrintButton() {
  const { t } = useT();
  return (
    <button
      type="button"
      className="link-button public-page-print"
      onClick={() => {
        window.print();
      }}
    >
      {t('Print this page')}
    </button>
  );
}

function PolicyPage({ kind, title }: { kind: LegalDocumentKind; title: string }) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.legal.documents[kind]);
  const { company } = useBrand();
  const { t } = useT();
  const richT = useRichT();
  const request = () => dispatch(legalActions.documentRequested({ kind }));
  useEffect(() => {
    if (load.status === 'idle') dispatch(legalActions.documentRequested({ kind }));
  }, [dispatch, kind, load.status]);
  // 001 §2: a partner's own policy pages win where it configures them; the platform's copy stays readable here.
  const partnerUrl = kind === 'terms' ? company?.termsUrl : kind === 'privacy' ? company?.privacyUrl : undefined;
  return (
    <PublicPage title={title}>
      {load.status === 'succeeded' ? (
        <>
          <p className="public-page-meta">
            {t('Effective {date}', { date: displayDateOf(load.value.effectiveDate) })}
            {company ? ` · ${company.legalName}` : ''} · <PrintButton />
          </p>
          {partnerUrl && company ? (
            <p>
              {richT(
                '{company} also publishes this policy on its own site: {link}.',
                { link: <a href={partnerUrl}>{t('read it there')}</a> },
                { company: company.name },
              )}
            </p>
          ) : null}
          {load.value.sections.map((section) => (
            <section key={section.heading} className="public-page-section">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </>
      ) : load.status === 'failed' ? (
        <LoadFailed message={load.message} onRetry={request} />
      ) : (
        <Loading />
      )}
    </PublicPage>
  );
}

export function TermsPage() {
  const { theme } = useBrand();
  const { t } = useT();
  return <PolicyPage kind="terms" title={t(termsDocumentName(theme))} />;
}

export function PrivacyPage() {
  const { t } = useT();
  return <PolicyPage kind="privacy" title={t('Privacy Policy')} />;
}

export function CommunicationsPage() {
  const { t } = useT();
  return <PolicyPage kind="communications" title={t('Electronic Communications Policy')} />;
}

/** The organisation's NMLS number and its state licences from the state-licenses call (001 §7). */
export function LicensesPage() {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.legal.licenses);
  const { company, theme } = useBrand();
  const { t } = useT();
  const richT = useRichT();
  useEffect(() => {
    if (load.status === 'idle') dispatch(legalActions.licensesRequested());
  }, [dispatch, load.status]);
  return (
    <PublicPage title={t('Licenses')}>
      {company ? (
        <p className="lead">
          {richT(
            "{legalName}, NMLS ID {nmls}. Look up any lender's licenses on {link}.",
            {
              nmls: <strong>{company.nmls}</strong>,
              link: <a href="https://www.nmlsconsumeraccess.org/">{t('NMLS Consumer Access')}</a>,
            },
            { legalName: company.legalName },
          )}
        </p>
      ) : null}
      {load.status === 'succeeded' ? (
        <>
          <p className="public-page-meta">
            {load.value.length === 1
              ? t('Licensed in 1 state')
              : t('Licensed in {count} states', { count: load.value.length })}{' '}
            · <PrintButton />
          </p>
          <table className="licenses-table">
            <caption className="visually-hidden">{t('State licenses')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('State')}</th>
                <th scope="col">{t('License number')}</th>
              </tr>
            </thead>
            <tbody>
              {load.value.map((license) => (
                <tr key={license.abbrev}>
                  <th scope="row">
                    {license.name} ({license.abbrev})
                  </th>
                  <td>{license.licenseNumber}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : load.status === 'failed' ? (
        <LoadFailed message={load.message} onRetry={() => dispatch(legalActions.licensesRequested())} />
      ) : (
        <Loading />
      )}
      {theme.showsIlCommunityReinvestmentNotice ? (
        <section id="il-community-reinvestment-notice" className="public-page-section">
          <h2>{t('Illinois Community Reinvestment Notice')}</h2>
          <p>
            {richT(
              "The Illinois Community Reinvestment Act (205 ILCS 735) expects lenders to help meet the credit needs of the communities they serve. You may review this lender's community reinvestment file, and send written comments on its performance, by contacting us: {contact}.",
              { contact: <SupportContact /> },
            )}
          </p>
        </section>
      ) : null}
    </PublicPage>
  );
}

function WhatYouCanDo({ children }: { children?: ReactNode }) {
  const { company } = useBrand();
  const { t } = useT();
  const richT = useRichT();
  return (
    <>
      <h2>{t('What you can do')}</h2>
      <ul className="next-steps">
        {children}
        <li>{richT('Talk to us: {contact}.', { contact: <SupportContact /> })}</li>
        {company ? (
          <li>
            {richT('Visit {link} for the products available to you now.', {
              link: <a href={company.homeUrl}>{company.name}</a>,
            })}
          </li>
        ) : null}
      </ul>
    </>
  );
}

export function ComingSoonPage() {
  const { company } = useBrand();
  const { t } = useT();
  return (
    <PublicPage title={t('Coming soon')}>
      <p className="lead">
        {t('{company} does not offer a home equity line of credit online here yet. We are working on it.', {
          company: company ? company.name : t('This lender'),
        })}
      </p>
      <WhatYouCanDo />
    </PublicPage>
  );
}

/** Reached when an organisation needs a referring loan officer and the link named none (000 §5) or none valid. */
export function NotAcceptingAppsPage() {
  const reason = useAppSelector((state) => state.navigation.lastRedirect?.reason);
  const { company } = useBrand();
  const needsReferrer = reason === MSG.referrerRequired || reason === 'invalid referrer';
  const { t } = useT();
  const lender = company ? company.name : t('This lender');
  return (
    <PublicPage title={t('We are not accepting applications right now')}>
      {needsReferrer ? (
        <>
          <p className="lead">
            {t(
              '{company} takes applications only through one of its loan officers, and the link you followed does not name one we recognize.',
              { company: lender },
            )}
          </p>
          <p className="muted">{t(MSG.referrerRequired)}</p>
        </>
      ) : (
        <p className="lead">
          {t('{company} is not accepting new applications online at the moment.', { company: lender })}
        </p>
      )}
      <WhatYouCanDo>
        {needsReferrer ? (
          <li>{t('Ask the loan officer who referred you for a new application link, then open it to start again.')}</li>
        ) : null}
      </WhatYouCanDo>
    </PublicPage>
  );
}
