import { useT } from '../i18n/LocaleProvider';
import { Fragment, type ReactNode } from 'react';
import { Link } from './Link';
import './kit.css';

export interface SummaryRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Where "Change" leads; the link names the row for screen readers ("Change initial draw"). */
  changeTo?: string;
  /** The row's words for the hidden part of the link, when the label is not plain text. */
  changeLabel?: string;
  testId?: string;
}

/** GOV.UK summary list: label, value and a "Change" link per row, under an optional heading. */
export function SummaryList({
  title,
  rows,
  testId,
  headingLevel = 2,
}: {
  title?: ReactNode;
  rows: readonly SummaryRow[];
  testId?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="kit-summary" data-testid={testId}>
      {title ? <Heading className="kit-summary-title">{title}</Heading> : null}
      <dl className="kit-summary-list">
        {rows.map((row) => (
          <div className="kit-summary-row" key={row.key} data-testid={row.testId}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            {row.changeTo ? (
              <dd className="kit-summary-action">
                <Link to={row.changeTo}>
                  {t('Change')}
                  <span className="visually-hidden">
                    {' '}
                    {row.changeLabel ?? (typeof row.label === 'string' ? row.label.toLowerCase() : row.key)}
                  </span>
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** On the value, which is what a test reads. */
  testId?: string;
}

/**
 * A few facts as label and value, without the summary list's rules and Change links: a choice card's facts, a booked
 * visit, the dates a closing sets. The label takes its width only while the value beside it still fits, so on a phone
 * a long label wraps instead of pushing the figure past the screen's edge (issue 48).
 */
export function FactList({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <dl className="kit-facts" data-testid={testId}>
      {facts.map((fact) => (
        <Fragment key={fact.key}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
