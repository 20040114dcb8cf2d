-- Registration: applications created by the registration flow (their time-driven workflow and computed offers),
-- profile details it fills in, SMS consents, tracking events, the external auth provider's registrations, and
-- sandbox settings.

-- NULL scenario: no workflow runs and checklist_status is the status. Otherwise the status is computed on read from
-- the scenario and workflow_started_at (ms since the epoch) until an admin patch stops the clock.
ALTER TABLE applications ADD COLUMN workflow_scenario TEXT;
ALTER TABLE applications ADD COLUMN workflow_started_at INTEGER;
ALTER TABLE applications ADD COLUMN street2 TEXT;
-- JSON OfferGroup, or NULL when the application has no offers.
ALTER TABLE applications ADD COLUMN offers TEXT;
ALTER TABLE applications ADD COLUMN referral_uuid TEXT;
-- JSON of what registration sent that has no column of its own (employment, income, sale status, utm, offer code).
ALTER TABLE applications ADD COLUMN registration TEXT;
CREATE INDEX applications_by_referral ON applications(referral_uuid);

ALTER TABLE profiles ADD COLUMN middle_name TEXT;
ALTER TABLE profiles ADD COLUMN suffix TEXT;
ALTER TABLE profiles ADD COLUMN optimizely_profile_uuid TEXT;

CREATE TABLE sms_consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identity_uuid TEXT NOT NULL REFERENCES identities(uuid) ON DELETE CASCADE,
  org_code TEXT NOT NULL,
  source TEXT NOT NULL,
  prompt_uuid TEXT NOT NULL,
  consent_type TEXT NOT NULL,
  opt_in_out TEXT NOT NULL,
  at TEXT NOT NULL
);

-- Generic so other kinds of tracking records can share it: the body is the request as received.
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  context TEXT NOT NULL,
  body TEXT NOT NULL,
  -- NULL for events sent with dontDedupe.
  dedupe_key TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX events_by_dedupe_key ON events(dedupe_key);

CREATE TABLE auth_provider_registrations (
  id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  org_code TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  phone_number TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  last_name TEXT NOT NULL,
  suffix TEXT,
  display_consents_with_mfa INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  -- Set when the borrower continues on the provider's page.
  identity_uuid TEXT REFERENCES identities(uuid) ON DELETE CASCADE,
  code TEXT UNIQUE,
  code_expires_at INTEGER,
  code_used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sandbox_settings (
  key TEXT PRIMARY KEY,
  -- JSON value.
  value TEXT NOT NULL
);
