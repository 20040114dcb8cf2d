// The load floor (docs/bench.md, section 6): a bare fastify server answering one small JSON, so the sandbox's
// requests per second read against what fastify, loopback and the load generator allow on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/floor', async () => ({ checklistStatus: 'OFFER_SELECTION' }));
app.post('/floor', async (request) => ({ received: typeof request.body === 'object' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Floor ready: ${address}`);
const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
