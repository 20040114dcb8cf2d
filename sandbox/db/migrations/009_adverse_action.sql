-- Adverse-action notices (issue 36), one per application. `notice` is the JSON of the contract's AdverseActionNotice
-- without its application uuid; NULL records that the platform has no notice yet (set through the admin API), so the
-- borrower's call answers 404. A DECLINED application without a row gets a default notice on its first read.
CREATE TABLE adverse_action_notices (
  application_uuid TEXT PRIMARY KEY REFERENCES applications(uuid) ON DELETE CASCADE,
  notice TEXT
);
