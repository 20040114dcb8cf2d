import { useBrand } from './useBrand';

const DEFAULT_SUPPORT_PHONE = '888-819-6388';

/** The footer's company facts (001 §2); the full footer (hours, links, licensed states) grows with the shell work. */
export function Footer() {
  const { company } = useBrand();
  const phone = company?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  return (
    <footer className="app-footer">
      {company ? (
        <>
          <p>{company.legalText}</p>
          <p>
            {company.legalName} · NMLS #{company.nmls}
          </p>
          <p>
            Questions? Call <a href={`tel:${phone}`}>{phone}</a> or email{' '}
            <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
          </p>
        </>
      ) : (
        <p>
          Questions? Call <a href={`tel:${DEFAULT_SUPPORT_PHONE}`}>{DEFAULT_SUPPORT_PHONE}</a>
        </p>
      )}
    </footer>
  );
}
