import { useEffect, type ReactNode } from 'react';
import type { LegalDocumentKind } from '../../../src/api/contractShell';
import { termsDocumentName } from '../../../src/brand/registry';
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
function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="screen public-page" aria-labelledby="page-heading">
      <PageHeading>{title}</PageHeading>
      {children}
    </article>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="public-page-failed" role="alert">
      <p>We could not load this page. {message}.</p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </p>
      <p>
        If it keeps happening: <SupportContact />.
      </p>
    </div>
  );
}

function Loading() {
  return (
    <p className="muted" role="status">
      Loading…
    </p>
  );
}

function PrintButton() {
  return (
    <button
      type="button"
      className="link-button public-page-print"
      onClick={() => {
        window.print();
      }}
    >
      Print this page
    </button>
  );
}

function PolicyPage({ kind, title }: { kind: LegalDocumentKind; title: string }) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.legal.documents[kind]);
  const { company } = useBrand();
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
            Effective {displayDateOf(load.value.effectiveDate)}
            {company ? ` · ${company.legalName}` : ''} · <PrintButton />
          </p>
          {partnerUrl && company ? (
            <p>
              {company.name} also publishes this policy on its own site: <a href={partnerUrl}>read it there</a>.
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
  return <PolicyPage kind="terms" title={termsDocumentName(theme)} />;
}

export function PrivacyPage() {
  return <PolicyPage kind="privacy" title="Privacy Policy" />;
}

export function CommunicationsPage() {
  return <PolicyPage kind="communications" title="Electronic Communications Policy" />;
}

/** The organisation's NMLS number and its state licences from the state-licenses call (001 §7). */
export function LicensesPage() {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.legal.licenses);
  const { company, theme } = useBrand();
  useEffect(() => {
    if (load.status === 'idle') dispatch(legalActions.licensesRequested());
  }, [dispatch, load.status]);
  return (
    <PublicPage title="Licenses">
      {company ? (
        <p className="lead">
          {company.legalName}, NMLS ID <strong>{company.nmls}</strong>. Look up any lender&apos;s licences on{' '}
          <a href="https://www.nmlsconsumeraccess.org/">NMLS Consumer Access</a>.
        </p>
      ) : null}
      {load.status === 'succeeded' ? (
        <>
          <p className="public-page-meta">
            Licensed in {load.value.length} {load.value.length === 1 ? 'state' : 'states'} · <PrintButton />
          </p>
          <table className="licenses-table">
            <caption className="visually-hidden">State licences</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">License number</th>
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
          <h2>Illinois Community Reinvestment Notice</h2>
          <p>
            The Illinois Community Reinvestment Act (205 ILCS 735) expects lenders to help meet the credit needs of the
            communities they serve. You may review this lender&apos;s community reinvestment file, and send written
            comments on its performance, by contacting us: <SupportContact />.
          </p>
        </section>
      ) : null}
    </PublicPage>
  );
}

function WhatYouCanDo({ children }: { children?: ReactNode }) {
  const { company } = useBrand();
  return (
    <>
      <h2>What you can do</h2>
      <ul className="next-steps">
        {children}
        <li>
          Talk to us: <SupportContact />.
        </li>
        {company ? (
          <li>
            Visit <a href={company.homeUrl}>{company.name}</a> for the products available to you now.
          </li>
        ) : null}
      </ul>
    </>
  );
}

export function ComingSoonPage() {
  const { company } = useBrand();
  return (
    <PublicPage title="Coming soon">
      <p className="lead">
        {company ? company.name : 'This lender'} does not offer a home equity line of credit online here yet. We are
        working on it.
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
  return (
    <PublicPage title="We are not accepting applications right now">
      {needsReferrer ? (
        <>
          <p className="lead">
            {company ? company.name : 'This lender'} takes applications only through one of its loan officers, and the
            link you followed does not name one we recognise.
          </p>
          <p className="muted">{MSG.referrerRequired}</p>
        </>
      ) : (
        <p className="lead">
          {company ? company.name : 'This lender'} is not accepting new applications online at the moment.
        </p>
      )}
      <WhatYouCanDo>
        {needsReferrer ? (
          <li>Ask the loan officer who referred you for a new application link, then open it to start again.</li>
        ) : null}
      </WhatYouCanDo>
    </PublicPage>
  );
}
