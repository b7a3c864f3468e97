// The API bench's yardstick (api-throughput.ts): a bare Fastify route answering a constant, in a process of its own
// so that it runs where the server runs (pinned to the same core), not beside the load generator. Prints its URL.
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/constant', async () => ({ code: 200, message: 'success', data: 42 }));
console.log(await bare.listen({ port: 0, host: '127.0.0.1' }));
