import { useEffect, useMemo, useState } from 'react';
import type { RouteObject } from 'react-router';
import { parseActionLog, type ActionLog } from '../../../store/actionLogFormat';
import {
  describeDecision,
  describeStatusChange,
  diffStates,
  preview,
  replayLog,
  type ReplayStep,
} from '../../../store/actionLogReplay';
import { APP_BASE } from '../../../src/lib/url';
import { ReplayPreview } from './ReplayPreview';
import '../replay.css';

export const VIEWER_HEADING = 'Action log viewer';

interface Loaded {
  log: ActionLog;
  steps: ReplayStep[];
}

/**
 * Support's view of a diagnostic log: load it, step forward and back, and see the real screen the borrower saw at
 * each step (rendered from the replayed state, side effects off) beside the action list and the state diff.
 */
export function ReplayViewer({ routes }: { routes: RouteObject[] }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [index, setIndex] = useState(0);

  useEffect(() => {
    document.title = VIEWER_HEADING;
  }, []);

  const open = async (file: File) => {
    const parsed = parseActionLog(await file.text());
    if (!parsed.ok) {
      setError(parsed.error);
      setLoaded(null);
      return;
    }
    const steps = replayLog(parsed.log);
    setError('');
    setLoaded({ log: parsed.log, steps });
    setIndex(steps.length - 1);
  };

  const step = loaded?.steps[index];
  const previous = loaded?.steps[index - 1];
  const changes = useMemo(
    () => (step && previous ? diffStates(previous.state, step.state, 100) : []),
    [step, previous],
  );
  const last = (loaded?.steps.length ?? 1) - 1;
  const go = (next: number) => {
    setIndex(Math.max(0, Math.min(last, next)));
  };

  return (
    <main id="main" className="replay-viewer">
      <h1>{VIEWER_HEADING}</h1>
      <p>
        <label htmlFor="replay-file">Load an action log (JSON)</label>{' '}
        <input
          id="replay-file"
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void open(file);
          }}
        />
      </p>
      {error ? (
        <p role="alert" className="replay-error">
          {error}
        </p>
      ) : null}
      {loaded && step ? (
        <>
          <p>
            Organisation {loaded.log.session.organization ?? '(none)'} · session {loaded.log.session.id}
            {loaded.log.session.loanNumber ? ` · loan ${loaded.log.session.loanNumber}` : ''} · app{' '}
            {loaded.log.app.version}
          </p>
          <nav className="replay-controls" aria-label="Steps">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                go(0);
              }}
              disabled={index === 0}
            >
              First
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                go(index - 1);
              }}
              disabled={index === 0}
            >
              Previous
            </button>
            <span aria-live="polite" data-testid="replay-position">
              Step {index} of {last}
            </span>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                go(index + 1);
              }}
              disabled={index === last}
            >
              Next
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                go(last);
              }}
              disabled={index === last}
            >
              Last
            </button>
          </nav>
          <div className="replay-panes">
            <section aria-labelledby="replay-actions-heading" className="replay-actions">
              <h2 id="replay-actions-heading">Actions</h2>
              <ol start={0}>
                <li aria-current={index === 0 ? 'step' : undefined}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      go(0);
                    }}
                  >
                    start (after #{loaded.log.start.afterSeq})
                  </button>
                </li>
                {loaded.steps.slice(1).map((item) => (
                  <li key={item.index} aria-current={item.index === index ? 'step' : undefined}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        go(item.index);
                      }}
                    >
                      #{item.entry?.seq} {item.entry?.type}
                    </button>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="replay-step-heading" className="replay-step">
              <h2 id="replay-step-heading">{step.entry ? `#${step.entry.seq} ${step.entry.type}` : 'Start state'}</h2>
              <p>
                Route: <code data-testid="replay-route">{step.route ?? '(none)'}</code>
              </p>
              {step.entry?.payload !== undefined ? (
                <p>
                  Payload: <code>{preview(step.entry.payload, 400)}</code>
                </p>
              ) : null}
              {step.statusChange ? <p>{describeStatusChange(step.statusChange)}</p> : null}
              {step.recordedDecision ? (
                <p>
                  Live app decided ({step.recordedDecision.trigger}) →{' '}
                  {describeDecision(step.recordedDecision.decision)}
                </p>
              ) : null}
              {step.failure ? <p role="alert">The reducers threw: {step.failure}</p> : null}
              <h3>State changes</h3>
              {changes.length === 0 ? (
                <p>None</p>
              ) : (
                <ul className="replay-diff">
                  {changes.map((change) => (
                    <li key={change.path}>
                      <code>{change.path}</code>: {preview(change.before, 80) || '∅'} →{' '}
                      {preview(change.after, 80) || '∅'}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          <section aria-labelledby="replay-screen-heading" className="replay-screen">
            <h2 id="replay-screen-heading">What the borrower saw</h2>
            {step.route?.startsWith(APP_BASE) ? (
              <ReplayPreview key={index} state={step.state} route={step.route} routes={routes} />
            ) : (
              <p>{step.route ? `The borrower was outside the app (${step.route}).` : 'No page yet at this step.'}</p>
            )}
          </section>
        </>
      ) : null}
    </main>
  );
}
