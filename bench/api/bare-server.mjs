// The benchmarks' baseline server: bare Fastify in its own process, started exactly like the real
// server (same Node, same PORT/HOST/LOG_LEVEL environment, same logger). /bare parses the same
// JSON body and answers an envelope of similar size, so the API benchmark's ratio to it is what
// our hooks, validation, authentication and queries cost on top of Fastify itself; /page is a
// minimal mobile page, the web benchmark's Lighthouse baseline (what this machine scores at best).
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
const reply = {
  state: 200,
  message: '操作成功',
  cause: null,
  data: { dataResult: [], pageResult: { page: 1, limit: 10, totalCount: 0 } },
  variables: {},
};
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Baseline page"><title>Baseline</title></head>
<body><main><h1>Baseline</h1><p>A page with nothing to load.</p></main></body></html>`;
app.get('/bare', async () => reply);
app.post('/bare', async () => reply);
app.get('/page', async (_request, res) => res.type('text/html; charset=utf-8').send(page));

// The bare-driver baseline (captured-statements.ts): with BARE_DATABASE_URL and BARE_STATEMENTS (a
// JSON file of {sql, parameters}), POST /bare-sql runs those statements one after another through
// the bare driver (better-sqlite3 with each statement prepared once; pg with a pool of the
// server's default size) and answers an envelope with the rows of the one that read a page. No
// token check of its own, no validation, no hooks: the SQL work alone, at the driver's speed.
if (process.env.BARE_DATABASE_URL && process.env.BARE_STATEMENTS) {
  const { readFileSync } = await import('node:fs');
  const statements = JSON.parse(readFileSync(process.env.BARE_STATEMENTS, 'utf8'));
  const pageIndex = Math.max(
    0,
    statements.findIndex((s) => /\blimit\b/i.test(s.sql)),
  );
  const url = process.env.BARE_DATABASE_URL;
  let run;
  if (url.startsWith('sqlite:')) {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(url.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    const prepared = statements.map((s) => db.prepare(s.sql));
    run = async () => {
      let rows = [];
      prepared.forEach((statement, i) => {
        const result = statement.reader
          ? statement.all(...statements[i].parameters)
          : statement.run(...statements[i].parameters);
        if (i === pageIndex) rows = result;
      });
      return rows;
    };
  } else {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    run = async () => {
      let rows = [];
      for (const [i, s] of statements.entries()) {
        const result = await pool.query(s.sql, s.parameters);
        if (i === pageIndex) rows = result.rows;
      }
      return rows;
    };
  }
  app.post('/bare-sql', async () => {
    const rows = await run();
    return {
      ...reply,
      data: { dataResult: rows, pageResult: { page: 1, limit: 20, totalCount: rows.length } },
    };
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
