-- A fault may hit one borrower's calls only: those carrying this bearer token (NULL: every caller).
ALTER TABLE faults ADD COLUMN token TEXT;
