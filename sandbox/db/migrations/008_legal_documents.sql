-- The lender's public policy documents, one per organisation and kind (terms, privacy, communications). Sections are
-- a JSON list of {heading, paragraphs}; the app renders them as text.
CREATE TABLE legal_documents (
  org_code TEXT NOT NULL REFERENCES organizations(org_code) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  sections TEXT NOT NULL,
  PRIMARY KEY (org_code, kind)
);
