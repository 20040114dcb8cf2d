-- Additional signers (issue 6; 000 §2.3, §6; 001 §3, §6): the people a primary borrower invited to sign, one row per
-- invitation, and the conditions addressed to one of them. Profiles already carry user_type and is_broker (001).
CREATE TABLE signers (
  -- Rowid order is invitation order: the newest invitation decides what GET co-deed/status shows.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_uuid TEXT NOT NULL REFERENCES applications(uuid) ON DELETE CASCADE,
  identity_uuid TEXT NOT NULL REFERENCES identities(uuid) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  -- INVITED, IDENTITY_VERIFIED, SIGNED or REMOVED (SignerStatus in src/api/contractSigner.ts).
  status TEXT NOT NULL,
  -- Plain text on purpose: there is no email here, so the admin API shows a new account's password to the tester.
  -- NULL when the email already had an account, whose password is its owner's.
  temporary_password TEXT,
  invited_at TEXT NOT NULL,
  identity_verified_at TEXT,
  signed_at TEXT,
  removed_at TEXT,
  -- The identity documents the signer uploaded: file names only, like the primary's.
  id_type TEXT,
  id_front_file TEXT,
  id_back_file TEXT
);
-- A person signs an application once; after a removal they may be invited again.
CREATE UNIQUE INDEX signers_active_by_application ON signers(application_uuid, identity_uuid) WHERE status <> 'REMOVED';
CREATE INDEX signers_by_identity ON signers(identity_uuid, id);

-- NULL: a condition of the primary borrower; else the additional signer it is addressed to (only they see it).
ALTER TABLE conditions ADD COLUMN identity_uuid TEXT REFERENCES identities(uuid) ON DELETE CASCADE;
