-- Sandbox machinery: the log of received requests and the injected faults.
CREATE TABLE requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE TABLE faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path_prefix TEXT NOT NULL,
  method TEXT,
  status INTEGER,
  delay_ms INTEGER,
  -- JSON text of the answer body, NULL for the default error body.
  body TEXT,
  -- How many more requests the fault hits; NULL means every one.
  remaining INTEGER
);
