-- Shell services: notifications, banner files, conditions and their uploads, operating hours, loan originators,
-- CEO feedback, experiments, telemetry sessions.
CREATE TABLE notifications (
  uuid TEXT PRIMARY KEY,
  identity_uuid TEXT NOT NULL REFERENCES identities(uuid) ON DELETE CASCADE,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notifications_by_identity ON notifications(identity_uuid, created_at);

CREATE TABLE banner_files (
  file TEXT PRIMARY KEY,
  -- The raw JSON text served, as set through the admin API (possibly malformed on purpose).
  body TEXT NOT NULL
);

CREATE TABLE conditions (
  uuid TEXT PRIMARY KEY,
  application_uuid TEXT NOT NULL REFERENCES applications(uuid) ON DELETE CASCADE,
  category_enum TEXT NOT NULL,
  created TEXT NOT NULL,
  -- JSON list of document types, or NULL.
  request_documents TEXT,
  comments_to_borrower TEXT,
  notes TEXT,
  action_needed TEXT,
  num_docs_required INTEGER,
  cleared_at TEXT
);
CREATE INDEX conditions_by_application ON conditions(application_uuid, created);

CREATE TABLE condition_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  condition_uuid TEXT NOT NULL REFERENCES conditions(uuid) ON DELETE CASCADE,
  document_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  content_base64 TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);

CREATE TABLE operating_hours (
  department TEXT PRIMARY KEY,
  -- JSON list of BusinessHours.
  hours TEXT NOT NULL
);

CREATE TABLE loan_originators (
  uuid TEXT PRIMARY KEY,
  -- The whole LoanOriginator answer as JSON.
  data TEXT NOT NULL
);

ALTER TABLE applications ADD COLUMN referrer_uuid TEXT;

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  identity_uuid TEXT NOT NULL,
  body TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE TABLE experiments (
  application_uuid TEXT NOT NULL,
  name TEXT NOT NULL,
  variation TEXT NOT NULL,
  PRIMARY KEY (application_uuid, name)
);

CREATE TABLE telemetry_sessions (
  uuid TEXT PRIMARY KEY,
  tracker_uuid TEXT NOT NULL,
  epoch INTEGER NOT NULL,
  -- The request body as received, JSON.
  body TEXT NOT NULL
);

CREATE TABLE telemetry_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  context TEXT NOT NULL,
  -- The event body as received, JSON.
  body TEXT NOT NULL,
  at INTEGER NOT NULL
);
