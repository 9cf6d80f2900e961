// An A2A v1.0 agent built with the official JS SDK (@a2a-js/sdk 1.x, JSON-RPC binding) on a free loopback port, for
// the gateway's interop test. It prints one line when ready: {"ready":true,"sdk":VERSION,"port":PORT}.
//
// usage: node agent-v1.mjs SLOW_MS
//
// Its card's JSON-RPC interface is its own direct URL (the gateway must rewrite it). Every task goes submitted,
// working, an artifact, completed; the text "wait" stays working until canceled (at most WAIT_CAP_MS), "slow" first
// sleeps SLOW_MS. The SDK's server refuses a request without A2A-Version: 1.0 with -32009. GET /rpcgate-stats answers
// what it received: the JSON-RPC POSTs (by method and by A2A-Version header) and how many came straight from a Node
// fetch (which sends Sec-Fetch-Mode; the gateway's own client never does), and the card GETs. It exits after
// LIFETIME_MS whatever happens.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { Role, TaskState } from '@a2a-js/sdk';
import { AgentEvent, DefaultRequestHandler, InMemoryTaskStore } from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';

const LIFETIME_MS = 120_000;
const WAIT_CAP_MS = 10_000;
const slowMs = Number(process.argv[2] ?? '2000');
setTimeout(() => process.exit(3), LIFETIME_MS).unref();

const require = createRequire(import.meta.url);
const sdk = JSON.parse(readFileSync(join(dirname(require.resolve('@a2a-js/sdk')), '..', 'package.json'), 'utf8'))
  .version;

const stats = { posts: 0, direct: 0, methods: {}, versions: {}, cardGets: 0, directCardGets: 0 };
const waiting = new Map();
const now = () => new Date().toISOString();

function textPart(value) {
  return { content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' };
}

function status(taskId, contextId, state, text) {
  return AgentEvent.statusUpdate({ taskId, contextId, metadata: undefined, status: { state, timestamp: now(),
    message: text === undefined ? undefined : { messageId: randomUUID(), contextId, taskId, role: Role.ROLE_AGENT,
      parts: [textPart(text)], metadata: undefined, extensions: [], referenceTaskIds: [] } } });
}

const executor = {
  async execute(ctx, bus) {
    const { taskId, contextId } = ctx;
    const text = ctx.userMessage.parts.find((p) => p.content?.$case === 'text')?.content.value ?? '';
    bus.publish(AgentEvent.task(ctx.task ?? { id: taskId, contextId, status: { state: TaskState.TASK_STATE_SUBMITTED,
      timestamp: now(), message: undefined }, artifacts: [], history: [ctx.userMessage], metadata: undefined }));
    if (text === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    }
    bus.publish(status(taskId, contextId, TaskState.TASK_STATE_WORKING, 'working on it'));
    if (text === 'wait') {
      const canceled = await new Promise((resolve) => {
        waiting.set(taskId, resolve);
        setTimeout(() => resolve(false), WAIT_CAP_MS).unref();
      });
      waiting.delete(taskId);
      bus.publish(status(taskId, contextId, canceled ? TaskState.TASK_STATE_CANCELED : TaskState.TASK_STATE_COMPLETED));
      bus.finished();
      return;
    }
    bus.publish(AgentEvent.artifactUpdate({ taskId, contextId, append: false, lastChunk: true, metadata: undefined,
      artifact: { artifactId: randomUUID(), name: 'answer', description: '', parts: [textPart(`answer to "${text}"`)],
        metadata: undefined, extensions: [] } }));
    bus.publish(status(taskId, contextId, TaskState.TASK_STATE_COMPLETED));
    bus.finished();
  },
  async cancelTask(taskId) {
    waiting.get(taskId)?.(true);
  },
};

function card(port) {
  return {
    name: 'Tasker v1.0',
    description: 'Works on tasks and streams their progress (official A2A JS SDK).',
    supportedInterfaces: [{ url: `http://127.0.0.1:${port}/`, protocolBinding: 'JSONRPC', tenant: '',
      protocolVersion: '1.0' }],
    provider: { organization: 'rpcgate interop', url: 'https://example.org/rpcgate' },
    version: '1.0.0',
    capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 'tasks', name: 'Tasks', description: 'Answers in a task.', tags: ['interop'], examples: [],
      inputModes: ['text/plain'], outputModes: ['text/plain'], securityRequirements: [] }],
    documentationUrl: '',
    signatures: [],
  };
}

const app = express();
app.use((req, res, next) => {
  if (req.method === 'GET' && req.path.endsWith('/agent-card.json')) {
    stats.cardGets++;
    if (req.headers['sec-fetch-mode'] !== undefined) stats.directCardGets++;
  }
  next();
});
app.get('/rpcgate-stats', (req, res) => res.json(stats));
app.post('/', express.json(), (req, res, next) => {
  stats.posts++;
  if (req.headers['sec-fetch-mode'] !== undefined) stats.direct++;
  const method = typeof req.body?.method === 'string' ? req.body.method : '(none)';
  stats.methods[method] = (stats.methods[method] ?? 0) + 1;
  const version = req.headers['a2a-version'] ?? '(none)';
  stats.versions[version] = (stats.versions[version] ?? 0) + 1;
  next();
});
const server = http.createServer(app);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const handler = new DefaultRequestHandler(card(port), new InMemoryTaskStore(), executor);
  app.use('/.well-known/agent-card.json', agentCardHandler({ agentCardProvider: handler }));
  app.use('/', jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication,
    legacyCompat: { enabled: false } }));
  console.log(JSON.stringify({ ready: true, sdk, port }));
});
