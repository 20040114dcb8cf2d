-- The application area (issue 4): the borrower's run through the happy path and what they entered on the way.
-- The run a borrower action started (JSON: Run in sandbox/workflow.ts); NULL when none is under way.
ALTER TABLE applications ADD COLUMN pending_run TEXT;
-- What the borrower chose and entered after the offers (JSON: ApplicationData in sandbox/services/applicationData.ts).
ALTER TABLE applications ADD COLUMN borrower_data TEXT;
