// The floor the portal is compared with: a bare Fastify server answering `select 1` from the same
// database (PostgreSQL through a pool as large as the portal's; otherwise an in-memory PGlite), and
// with SCRATCH_TABLE set, inserting one answer-shaped row into that table for each POST /insert.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
let query;
let close;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (sql, params) => (await pool.query(sql, params)).rows;
  close = () => pool.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  query = async (sql, params) => (await db.query(sql, params)).rows;
  close = () => db.close();
}

// Only the delivery bench asks for the table; the other benches leave the database as it was.
const SCRATCH = process.env.SCRATCH_TABLE;
if (SCRATCH) {
  await query(
    `create table if not exists ${SCRATCH} (id serial primary key, session_id int not null, uin varchar(200) not null, position int not null, response jsonb, client_id uuid not null, answered_at timestamptz not null, saved_on timestamptz not null)`,
  );
}

const app = Fastify({ logger: false });
app.get('/select1', async () => ({ one: (await query('select 1 as one'))[0].one }));
app.post('/insert', async (req) => {
  const a = req.body;
  const now = new Date();
  const [row] = await query(
    `insert into ${SCRATCH} (session_id, uin, position, response, client_id, answered_at, saved_on) values ($1, $2, $3, $4, $5, $6, $7) returning saved_on`,
    [a.sessionId, a.uin, a.position, JSON.stringify(a.response), a.clientId, new Date(Math.min(Date.parse(a.answeredAt), now.getTime())), now],
  );
  return { saved: true, savedOn: new Date(row.saved_on).toISOString() };
});
await app.listen({ port, host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0)),
);
