-- Platform records: organisations, identities with their profiles, HELOC applications, feature flags.
CREATE TABLE organizations (
  org_code TEXT PRIMARY KEY,
  -- The whole record as JSON: it is read as one unit and never queried by field.
  data TEXT NOT NULL
);

CREATE TABLE identities (
  uuid TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  org_code TEXT NOT NULL REFERENCES organizations(org_code),
  created_at TEXT NOT NULL
);

CREATE TABLE profiles (
  identity_uuid TEXT PRIMARY KEY REFERENCES identities(uuid) ON DELETE CASCADE,
  organization_code TEXT NOT NULL,
  user_type TEXT NOT NULL DEFAULT 'BORROWER',
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  home_zip TEXT NOT NULL,
  home_address_uuid TEXT NOT NULL,
  dob TEXT,
  is_broker INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE applications (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL REFERENCES identities(uuid) ON DELETE CASCADE,
  org_code TEXT NOT NULL,
  loan_number TEXT NOT NULL UNIQUE,
  active INTEGER NOT NULL DEFAULT 1,
  active_for_app_start INTEGER NOT NULL DEFAULT 1,
  is_inquiry INTEGER NOT NULL DEFAULT 0,
  is_crypto INTEGER NOT NULL DEFAULT 0,
  checklist_status TEXT NOT NULL,
  waiting_on_flood_cert INTEGER NOT NULL DEFAULT 0,
  bpo TEXT,
  uw_decision TEXT,
  uw_sub_decision TEXT,
  primary_participant_accept_complete INTEGER NOT NULL DEFAULT 0,
  street1 TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  occupancy_type TEXT NOT NULL DEFAULT 'HOME',
  adjusted_home_amount INTEGER,
  disburse_routing_number TEXT,
  disburse_mask TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX applications_by_identity ON applications(identity_uuid, created_at);

CREATE TABLE flags (
  key TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL,
  -- JSON object, or NULL when the flag carries no variables.
  variables TEXT
);
