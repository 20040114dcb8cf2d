import { useState } from 'react';
import { CHECKLIST_STATUSES } from '../../../src/api/contract';
import { KNOWN_FLAGS } from '../../../src/api/optimize';
import { overridesChanged } from '../../flags/flagsSlice';
import { reset as leaveSurveyReset } from '../../leaveSurvey/leaveSurveySlice';
import { DownloadDiagnosticLogButton } from '../../replay/DownloadDiagnosticLogButton';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

const NO_OVERRIDES: Record<string, boolean> = {};

const ORGS = [
  'homeward',
  'homeward-ny',
  'apm',
  'crosscountry',
  'cmg',
  'evergreen',
  'fairway',
  'grate',
  'grate-affinity',
];

/**
 * Developer tool bar (001 §2, never in production builds): force flags (the session overrides), jump the application
 * to any checklist status through the sandbox admin API, switch organisation, show the current route decision, and
 * reset the leave survey (001 §4), which this device would otherwise never show again (decision 421).
 * It talks to the sandbox admin API directly: it is a development tool, not part of the product's data flow.
 */
export default function DevToolBar() {
  const dispatch = useAppDispatch();
  const overrides = useAppSelector((state) => state.flags.overrides) ?? NO_OVERRIDES;
  const values = useAppSelector((state) => state.flags.values);
  const decision = useAppSelector((state) => state.application.decision);
  const uuid = useAppSelector((state) => state.application.uuid);
  const orgCode = useAppSelector((state) =>
    state.organization.status === 'resolved' ? state.organization.info.orgCode : '',
  );
  const leaveSurvey = useAppSelector((state) => state.leaveSurvey);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>(CHECKLIST_STATUSES[0]);
  const [message, setMessage] = useState('');

  const setOverride = (key: string, value: string) => {
    const next = Object.fromEntries(Object.entries(overrides).filter(([name]) => name !== key));
    if (value === 'on' || value === 'off') next[key] = value === 'on';
    dispatch(overridesChanged(next));
  };

  const jump = async () => {
    if (!uuid) return;
    const response = await fetch(`/__sandbox/applications/${uuid}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checklistStatus: status }),
    });
    setMessage(response.ok ? `Status set to ${status}; reloading` : `Could not set status (${response.status})`);
    if (response.ok) window.location.assign(window.location.pathname.split('/').slice(0, 4).join('/'));
  };

  const switchOrg = (code: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('org', code);
    window.location.assign(url.toString());
  };

  return (
    <aside className="dev-tool-bar" aria-label="Developer tools">
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        Dev tools
      </button>
      {open ? (
        <div className="dev-tool-body">
          <p>
            Route decision:{' '}
            {decision ? `${decision.checklistStatus} (row ${decision.row})` : 'none yet (not in an application)'}
          </p>
          <label>
            Organisation{' '}
            <select
              value={orgCode}
              onChange={(event) => {
                switchOrg(event.target.value);
              }}
            >
              {ORGS.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          {uuid ? (
            <p>
              <label>
                Checklist status{' '}
                <select
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value);
                  }}
                >
                  {CHECKLIST_STATUSES.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </label>{' '}
              <button type="button" className="button" onClick={() => void jump()}>
                Jump
              </button>
            </p>
          ) : null}
          <p role="status">{message}</p>
          <p>
            Leave survey: {leaveSurvey.triggered ? 'shown' : 'not shown'}
            {leaveSurvey.disabled ? ', turned off' : ''}{' '}
            <button type="button" className="button" onClick={() => dispatch(leaveSurveyReset())}>
              Reset leave survey
            </button>
          </p>
          <p>
            <DownloadDiagnosticLogButton source="devTools" />
          </p>
          <table className="dev-flags">
            <caption>Feature flags</caption>
            <tbody>
              {KNOWN_FLAGS.map((key) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{values[key]?.enabled ? 'on' : 'off'}</td>
                  <td>
                    <select
                      aria-label={`Override ${key}`}
                      value={overrides[key] === undefined ? 'none' : overrides[key] ? 'on' : 'off'}
                      onChange={(event) => {
                        setOverride(key, event.target.value);
                      }}
                    >
                      <option value="none">no override</option>
                      <option value="on">force on</option>
                      <option value="off">force off</option>
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </aside>
  );
}
