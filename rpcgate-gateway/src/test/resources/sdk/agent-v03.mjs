// An A2A v0.3 agent built with the official JS SDK (@a2a-js/sdk 0.3.x) on a free loopback port, for the gateway's
// interop test. It prints one line when ready: {"ready":true,"sdk":VERSION,"port":PORT}.
//
// usage: node agent-v03.mjs SLOW_MS
//
// Its card advertises its own direct URL (the gateway must rewrite it). Every task goes submitted, working, an
// artifact, completed; the text "wait" stays working until canceled (at most WAIT_CAP_MS), "slow" first sleeps
// SLOW_MS. GET /rpcgate-stats answers what it received: the JSON-RPC POSTs (by method) and how many of them came
// straight from a Node fetch (which sends Sec-Fetch-Mode; the gateway's own client never does), and the card GETs.
// It exits after LIFETIME_MS whatever happens.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { DefaultRequestHandler, InMemoryTaskStore } from '@a2a-js/sdk/server';
import { A2AExpressApp } from '@a2a-js/sdk/server/express';

const LIFETIME_MS = 120_000;
const WAIT_CAP_MS = 10_000;
const slowMs = Number(process.argv[2] ?? '2000');
setTimeout(() => process.exit(3), LIFETIME_MS).unref();

const require = createRequire(import.meta.url);
const sdk = JSON.parse(readFileSync(join(dirname(require.resolve('@a2a-js/sdk')), '..', 'package.json'), 'utf8'))
  .version;

const stats = { posts: 0, direct: 0, methods: {}, cardGets: 0, directCardGets: 0 };
const waiting = new Map();
const now = () => new Date().toISOString();
let port = 0;

function agentMessage(taskId, contextId, text) {
  return { kind: 'message', messageId: randomUUID(), role: 'agent', parts: [{ kind: 'text', text }], taskId, contextId };
}

function status(taskId, contextId, state, final, text) {
  return { kind: 'status-update', taskId, contextId, final,
    status: { state, timestamp: now(), ...(text ? { message: agentMessage(taskId, contextId, text) } : {}) } };
}

const executor = {
  async execute(ctx, bus) {
    const { taskId, contextId, userMessage } = ctx;
    const text = userMessage.parts.find((p) => p.kind === 'text')?.text ?? '';
    bus.publish(ctx.task ?? { kind: 'task', id: taskId, contextId, status: { state: 'submitted', timestamp: now() },
      history: [userMessage], artifacts: [] });
    if (text === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    }
    bus.publish(status(taskId, contextId, 'working', false, 'working on it'));
    if (text === 'wait') {
      const canceled = await new Promise((resolve) => {
        waiting.set(taskId, resolve);
        setTimeout(() => resolve(false), WAIT_CAP_MS).unref();
      });
      waiting.delete(taskId);
      bus.publish(status(taskId, contextId, canceled ? 'canceled' : 'completed', true));
      bus.finished();
      return;
    }
    bus.publish({ kind: 'artifact-update', taskId, contextId, lastChunk: true,
      artifact: { artifactId: randomUUID(), name: 'answer', parts: [{ kind: 'text', text: `answer to "${text}"` }] } });
    bus.publish(status(taskId, contextId, 'completed', true));
    bus.finished();
  },
  async cancelTask(taskId) {
    waiting.get(taskId)?.(true);
  },
};

const card = () => ({
  protocolVersion: '0.3.0',
  name: 'Tasker v0.3',
  description: 'Works on tasks and streams their progress (official A2A JS SDK).',
  url: `http://127.0.0.1:${port}/`,
  preferredTransport: 'JSONRPC',
  version: '1.0.0',
  capabilities: { streaming: true, pushNotifications: false },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'tasks', name: 'Tasks', description: 'Answers in a task.', tags: ['interop'] }],
});

const app = express();
app.use((req, res, next) => {
  const direct = req.headers['sec-fetch-mode'] !== undefined;
  if (req.method === 'GET' && req.path.endsWith('/agent-card.json')) {
    stats.cardGets++;
    if (direct) stats.directCardGets++;
  }
  next();
});
app.get('/rpcgate-stats', (req, res) => res.json(stats));
app.post('/', express.json(), (req, res, next) => {
  stats.posts++;
  if (req.headers['sec-fetch-mode'] !== undefined) stats.direct++;
  const method = typeof req.body?.method === 'string' ? req.body.method : '(none)';
  stats.methods[method] = (stats.methods[method] ?? 0) + 1;
  next();
});
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  port = server.address().port;
  new A2AExpressApp(new DefaultRequestHandler(card(), new InMemoryTaskStore(), executor)).setupRoutes(app);
  console.log(JSON.stringify({ ready: true, sdk, port }));
});
