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
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
