// The floor the portal is compared with: a bare Fastify server answering `select 1` from the same
// database (PostgreSQL through a pool as large as the portal's; otherwise an in-memory PGlite).
import Fastify from 'fastify';

const port = Number(process.env.PORT);
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async () => (await pool.query('select 1 as one')).rows[0].one;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  query = async () => (await db.query('select 1 as one')).rows[0].one;
  close = () => db.close();
}

const app = Fastify({ logger: false });
app.get('/select1', async () => ({ one: await query() }));
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(close).finally(() => process.exit(0)));
