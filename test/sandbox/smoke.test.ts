import initSqlJs from 'sql.js';
test('sql.js loads in node', async () => {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  expect(db.exec('select 1 as x')[0]?.values).toEqual([[1]]);
});
