// Runs two A2A v1.0 agents built with the official JS SDK (@a2a-js/sdk 1.x, JSON-RPC binding) on loopback ports,
// drives them with the SDK's own client through every method it offers, and records what crosses the wire.
//
// usage: node a2a-v1-traffic.mjs OUT.json
//
// Every HTTP exchange passes a capturing proxy: the request's body and A2A headers, the reply's status, content type
// and body, and for an SSE reply each event's data. The push notifications the agent POSTs are captured by a webhook.
// Requests the SDK client would never send (no A2A-Version, a wrong version, a malformed body) are marked "crafted":
// their replies are SDK output, the requests are not. The run is bounded: it ends after DEADLINE_MS whatever happens
// and writes what it captured, with "complete": false.
import http from 'node:http';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { Role, TaskState, generateAgentCardSignature } from '@a2a-js/sdk';
import {
  AgentEvent,
  DefaultPushNotificationSender,
  DefaultRequestHandler,
  InMemoryPushNotificationStore,
  InMemoryTaskStore,
} from '@a2a-js/sdk/server';
import { agentCardHandler, jsonRpcHandler, UserBuilder } from '@a2a-js/sdk/server/express';
import { ClientFactory } from '@a2a-js/sdk/client';

const DEADLINE_MS = 60_000;
const WAIT_CAP_MS = 10_000;
const MAX_BODY = 1 << 20;
const out = process.argv[2];
if (!out) {
  console.error('usage: node a2a-v1-traffic.mjs OUT.json');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const sdkVersion = JSON.parse(readFileSync(join(dirname(require.resolve('@a2a-js/sdk')), '..', 'package.json'),
  'utf8')).version;
const exchanges = [];
const pushes = [];
const clientErrors = [];
const servers = [];
let label = 'start';
let crafted = false;

function write(complete) {
  writeFileSync(out, JSON.stringify({ sdk: sdkVersion, node: process.version, complete, exchanges, pushes,
    clientErrors }, null, 1));
}

const deadline = setTimeout(() => {
  write(false);
  console.error(`a2a-v1-traffic: not done after ${DEADLINE_MS} ms (at "${label}")`);
  process.exit(3);
}, DEADLINE_MS);

// --- capture ---------------------------------------------------------------------------------------------------------

function readBody(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    stream.on('data', (c) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/** The events of an SSE body: each one's event name, id and data lines joined by LF (the SSE rules). */
function sseEvents(text) {
  const events = [];
  for (const block of text.split(/\r\n\r\n|\n\n|\r\r/)) {
    const data = [];
    let event = null;
    let id = null;
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id') id = value;
    }
    if (data.length > 0) events.push({ event, id, data: data.join('\n') });
  }
  return events;
}

function headerOf(req, name) {
  const v = req.headers[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}

function listen(server) {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

let agentPort = 0;
const proxy = http.createServer(async (req, res) => {
  const exchange = {
    label, crafted, httpMethod: req.method, path: req.url,
    a2aVersion: headerOf(req, 'a2a-version'), contentType: headerOf(req, 'content-type'),
    accept: headerOf(req, 'accept'),
  };
  exchanges.push(exchange);
  exchange.request = await readBody(req);
  const up = http.request({ host: '127.0.0.1', port: agentPort, method: req.method, path: req.url,
    headers: req.headers }, async (upRes) => {
    exchange.status = upRes.statusCode;
    exchange.replyContentType = upRes.headers['content-type'] ?? null;
    res.writeHead(upRes.statusCode, upRes.headers);
    upRes.on('data', (c) => res.write(c));
    exchange.reply = await readBody(upRes);
    if ((exchange.replyContentType ?? '').startsWith('text/event-stream')) {
      exchange.events = sseEvents(exchange.reply);
    }
    res.end();
  });
  up.on('error', (e) => {
    exchange.proxyError = String(e);
    res.writeHead(502).end();
  });
  up.end(exchange.request);
});
const proxyPort = await listen(proxy);
const base = `http://127.0.0.1:${proxyPort}`;

const webhook = http.createServer(async (req, res) => {
  const body = await readBody(req);
  pushes.push({ path: req.url, contentType: headerOf(req, 'content-type'),
    token: headerOf(req, 'x-a2a-notification-token'), authorization: headerOf(req, 'authorization'), body });
  res.writeHead(200).end();
});
const webhookUrl = `http://127.0.0.1:${await listen(webhook)}/hook`;

// --- the agents ------------------------------------------------------------------------------------------------------

function card(name, path, capabilities, description) {
  return {
    name,
    description,
    supportedInterfaces: [{ url: `${base}${path}`, protocolBinding: 'JSONRPC', tenant: '', protocolVersion: '1.0' }],
    provider: { organization: 'rpcgate interop', url: 'https://example.org/rpcgate' },
    version: '1.0.0',
    capabilities: { streaming: true, pushNotifications: false, extensions: [], extendedAgentCard: false,
      ...capabilities },
    securitySchemes: {},
    securityRequirements: [],
    defaultInputModes: ['text/plain', 'application/json'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: name.toLowerCase(), name, description, tags: ['interop'], examples: ['hello'],
      inputModes: ['text/plain'], outputModes: ['text/plain'], securityRequirements: [] }],
    documentationUrl: '',
    signatures: [],
  };
}

function textPart(value, mediaType = 'text/plain') {
  return { content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType };
}

function describe(parts) {
  return parts.map((p) => `${p.content?.$case}${p.mediaType ? ` (${p.mediaType})` : ''}`).join(', ');
}

/** Answers every message with one message that names the parts it got. */
const messageExecutor = {
  async execute(ctx, bus) {
    const m = ctx.userMessage;
    bus.publish(AgentEvent.message({
      messageId: randomUUID(), contextId: ctx.contextId, taskId: '', role: Role.ROLE_AGENT,
      parts: [textPart(`got ${m.parts.length} part(s): ${describe(m.parts)}`)],
      metadata: undefined, extensions: [], referenceTaskIds: [],
    }));
    bus.finished();
  },
  async cancelTask() {},
};

const waiting = new Map();
const now = () => new Date().toISOString();

/** Creates a task: submitted, working, an artifact, completed; "wait" stays working until canceled, "fail" throws. */
const taskExecutor = {
  async execute(ctx, bus) {
    const { taskId, contextId } = ctx;
    const text = ctx.userMessage.parts.find((p) => p.content?.$case === 'text')?.content.value ?? '';
    bus.publish(AgentEvent.task(ctx.task ?? { id: taskId, contextId, status: { state: TaskState.TASK_STATE_SUBMITTED,
      timestamp: now(), message: undefined }, artifacts: [], history: [ctx.userMessage], metadata: undefined }));
    bus.publish(AgentEvent.statusUpdate({ taskId, contextId, metadata: undefined, status: {
      state: TaskState.TASK_STATE_WORKING, timestamp: now(), message: {
        messageId: randomUUID(), contextId, taskId, role: Role.ROLE_AGENT, parts: [textPart('working on it')],
        metadata: undefined, extensions: [], referenceTaskIds: [] } } }));
    if (text === 'fail') {
      throw new Error('the agent failed on purpose');
    }
    if (text === 'wait') {
      const canceled = await new Promise((resolve) => {
        waiting.set(taskId, resolve);
        setTimeout(() => resolve(false), WAIT_CAP_MS).unref();
      });
      waiting.delete(taskId);
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, metadata: undefined, status: {
        state: canceled ? TaskState.TASK_STATE_CANCELED : TaskState.TASK_STATE_COMPLETED, timestamp: now(),
        message: undefined } }));
      bus.finished();
      return;
    }
    if (text === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    bus.publish(AgentEvent.artifactUpdate({ taskId, contextId, append: false, lastChunk: true, metadata: undefined,
      artifact: { artifactId: randomUUID(), name: 'answer', description: 'What the agent found.',
        parts: [textPart(`answer to "${text}"`), { content: { $case: 'data', value: { words: text.split(' ').length } },
          metadata: undefined, filename: '', mediaType: 'application/json' }],
        metadata: { source: 'interop' }, extensions: [] } }));
    bus.publish(AgentEvent.statusUpdate({ taskId, contextId, metadata: undefined, status: {
      state: TaskState.TASK_STATE_COMPLETED, timestamp: now(), message: undefined } }));
    bus.finished();
  },
  async cancelTask(taskId) {
    waiting.get(taskId)?.(true);
  },
};

const messageCard = card('Echo', '/message', { extendedAgentCard: true }, 'Answers with a message.');
const extendedCard = { ...messageCard, description: 'Answers with a message (extended card).',
  skills: [...messageCard.skills, { ...messageCard.skills[0], id: 'echo-more', name: 'Echo more' }] };
const messageHandler = new DefaultRequestHandler(messageCard, new InMemoryTaskStore(), messageExecutor, undefined,
  undefined, undefined, async () => extendedCard);

const taskCard = card('Tasker', '/task', { pushNotifications: true }, 'Works on tasks and streams their progress.');
const pushStore = new InMemoryPushNotificationStore();
const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const taskHandler = new DefaultRequestHandler(taskCard, new InMemoryTaskStore(), taskExecutor, undefined, pushStore,
  new DefaultPushNotificationSender(pushStore, { timeout: 2000 }), undefined,
  generateAgentCardSignature(privateKey, { alg: 'ES256', kid: 'interop-key' }));

const app = express();
for (const [path, handler] of [['/message', messageHandler], ['/task', taskHandler]]) {
  app.use(`${path}/.well-known/agent-card.json`, agentCardHandler({ agentCardProvider: handler }));
  app.use(path, jsonRpcHandler({ requestHandler: handler, userBuilder: UserBuilder.noAuthentication,
    legacyCompat: { enabled: false } }));
}
agentPort = await listen(http.createServer(app));

// --- the client ------------------------------------------------------------------------------------------------------

async function step(name, fn) {
  label = name;
  crafted = false;
  try {
    return await fn();
  } catch (e) {
    clientErrors.push({ label: name, error: String(e?.message ?? e).slice(0, 500) });
    return undefined;
  }
}

/** Reads a stream to its end; returns the kinds of its events. */
async function drain(generator) {
  const seen = [];
  for await (const event of generator) seen.push(event.payload?.$case);
  return seen;
}

/** Posts a body the SDK client would not send, straight through the proxy. */
async function craft(name, path, body, headers) {
  label = name;
  crafted = true;
  try {
    const r = await fetch(`${base}${path}`, { method: 'POST', body,
      headers: { 'Content-Type': 'application/json', ...headers } });
    await r.text();
  } catch (e) {
    clientErrors.push({ label: name, error: String(e?.message ?? e).slice(0, 500) });
  }
}

/** A ListTasksRequest with every field its TS type requires, at its default unless given. */
function listRequest(fields) {
  return { tenant: '', contextId: '', status: TaskState.TASK_STATE_UNSPECIFIED, pageToken: '',
    statusTimestampAfter: undefined, ...fields };
}

function userMessage(parts, extra = {}) {
  return { messageId: randomUUID(), role: Role.ROLE_USER, parts, contextId: '', taskId: '', metadata: undefined,
    extensions: [], referenceTaskIds: [], ...extra };
}

const factory = new ClientFactory();
const echo = await step('card-message', () => factory.createFromUrl(`${base}/message/.well-known/agent-card.json`, ''));
const tasker = await step('card-task', () => factory.createFromUrl(`${base}/task/.well-known/agent-card.json`, ''));
if (!echo || !tasker) {
  write(false);
  process.exit(4);
}

await step('send-text', () => echo.sendMessage({ message: userMessage([textPart('hello')]) }));
await step('send-every-part', () => echo.sendMessage({
  message: userMessage([
    textPart('look at these', 'text/plain'),
    { content: { $case: 'raw', value: Buffer.from([0, 1, 2, 250, 251, 252, 253]) }, metadata: { note: 'bytes' },
      filename: 'blob.bin', mediaType: 'application/octet-stream' },
    { content: { $case: 'url', value: 'https://files.example.org/report.pdf' }, metadata: undefined,
      filename: 'report.pdf', mediaType: 'application/pdf' },
    { content: { $case: 'data', value: { city: 'Oslo', days: 3, tags: ['a', 'b'], nested: { ok: true, none: null } } },
      metadata: undefined, filename: '', mediaType: 'application/json' },
    { content: { $case: 'data', value: [1, 'two', false] }, metadata: undefined, filename: '', mediaType: '' },
  ], { contextId: 'ctx-parts', metadata: { trace: 'abc', depth: 2 }, extensions: ['https://example.org/ext/v1'] }),
  configuration: { acceptedOutputModes: ['text/plain'], historyLength: 5, returnImmediately: false,
    taskPushNotificationConfig: undefined },
  metadata: { client: 'interop' },
}));
await step('stream-message', () => drain(echo.sendMessageStream({
  message: userMessage([textPart('stream me')]) })));
await step('extended-card', () => echo.getAgentCard());
await step('list-tasks-empty', () => echo.listTasks(listRequest({})));
await step('create-push-config-unsupported', () => echo.createTaskPushNotificationConfig({ tenant: '', id: 'p1',
  taskId: 'task-x', url: webhookUrl, token: '', authentication: undefined }));

const done = await step('send-task', () => tasker.sendMessage({
  message: userMessage([textPart('what is the answer')]),
  configuration: { acceptedOutputModes: [], historyLength: undefined, returnImmediately: false,
    taskPushNotificationConfig: { tenant: '', id: 'on-send', taskId: '', url: webhookUrl, token: 'tok-1',
      authentication: { scheme: 'Bearer', credentials: 'secret' } } },
}));
await step('stream-task', () => drain(tasker.sendMessageStream({
  message: userMessage([textPart('stream a task')], { contextId: done?.contextId ?? '' }) })));
await step('send-fail', () => tasker.sendMessage({ message: userMessage([textPart('fail')]) }));
const taskId = done?.id ?? 'missing';
const contextId = done?.contextId ?? 'missing';
await step('get-task', () => tasker.getTask({ tenant: '', id: taskId, historyLength: 1 }));
await step('get-task-unknown', () => tasker.getTask({ tenant: '', id: 'no-such-task', historyLength: undefined }));
await step('list-tasks', () => tasker.listTasks(listRequest({})));
// a plain JS caller may leave out what the TS type requires: the client then writes the enum it lacks as UNRECOGNIZED
await step('list-tasks-loose', () => tasker.listTasks({}));
const page = await step('list-tasks-filtered', () => tasker.listTasks(listRequest({ contextId, pageSize: 1,
  status: TaskState.TASK_STATE_COMPLETED, includeArtifacts: true, historyLength: 0,
  statusTimestampAfter: '2020-01-01T00:00:00.000Z' })));
if (page?.nextPageToken) {
  await step('list-tasks-next-page', () => tasker.listTasks(listRequest({ contextId, pageSize: 1,
    pageToken: page.nextPageToken })));
}
await step('cancel-task-completed', () => tasker.cancelTask({ tenant: '', id: taskId }));
await step('subscribe-task-completed', () => drain(tasker.resubscribeTask({ tenant: '', id: taskId })));

const waitingTask = await step('send-return-immediately', () => tasker.sendMessage({
  message: userMessage([textPart('wait')]),
  configuration: { acceptedOutputModes: [], returnImmediately: true, taskPushNotificationConfig: undefined } }));
if (waitingTask?.id) {
  const events = tasker.resubscribeTask({ tenant: '', id: waitingTask.id })[Symbol.asyncIterator]();
  await step('subscribe-task', () => events.next());
  await step('cancel-task', () => tasker.cancelTask({ tenant: '', id: waitingTask.id,
    metadata: { reason: 'user asked' } }));
  await step('subscribe-task-rest', async () => {
    for (let r = await events.next(); !r.done; r = await events.next()) { /* drained */ }
  });
}
const slow = await step('send-slow', () => tasker.sendMessage({ message: userMessage([textPart('slow')]),
  configuration: { acceptedOutputModes: [], returnImmediately: true, taskPushNotificationConfig: undefined } }));
if (slow?.id) {
  await step('subscribe-task-slow', () => drain(tasker.resubscribeTask({ tenant: '',
    id: slow.id })));
}

const config = { tenant: '', id: 'cfg-1', taskId, url: webhookUrl, token: 'tok-2',
  authentication: { scheme: 'Bearer', credentials: 'secret' } };
await step('create-push-config', () => tasker.createTaskPushNotificationConfig(config));
await step('create-push-config-bare', () => tasker.createTaskPushNotificationConfig({ tenant: '', id: 'cfg-2', taskId,
  url: webhookUrl, token: '', authentication: undefined }));
await step('get-push-config', () => tasker.getTaskPushNotificationConfig({ tenant: '', taskId, id: 'cfg-1' }));
await step('list-push-configs', () => tasker.listTaskPushNotificationConfig({ tenant: '', taskId, pageSize: 10,
  pageToken: '' }));
await step('delete-push-config', () => tasker.deleteTaskPushNotificationConfig({ tenant: '', taskId, id: 'cfg-1' }));
await step('get-push-config-deleted', () => tasker.getTaskPushNotificationConfig({ tenant: '', taskId, id: 'cfg-1' }));
await step('list-push-configs-unknown-task', () => tasker.listTaskPushNotificationConfig({ tenant: '',
  taskId: 'no-such-task', pageSize: 0, pageToken: '' }));

const v1 = { 'A2A-Version': '1.0' };
await craft('no-version-header', '/task', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask',
  params: { id: taskId } }), {});
await craft('version-0.3', '/task', JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'GetTask',
  params: { id: taskId } }), { 'A2A-Version': '0.3' });
await craft('version-2.0', '/task', JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'GetTask',
  params: { id: taskId } }), { 'A2A-Version': '2.0' });
await craft('create-push-config-unsupported-raw', '/message', JSON.stringify({ jsonrpc: '2.0', id: 8,
  method: 'CreateTaskPushNotificationConfig', params: { taskId: 'task-x', url: webhookUrl } }), v1);
await craft('unknown-method', '/task', JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tasks/get',
  params: { id: taskId } }), v1);
await craft('get-task-empty-id', '/task', JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'GetTask',
  params: { id: '' } }), v1);
await craft('send-without-message', '/task', JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'SendMessage',
  params: {} }), v1);
await craft('get-task-unknown-member', '/task', JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'GetTask',
  params: { id: taskId, includeEverything: true } }), v1);
await craft('send-v03-part', '/message', JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'SendMessage',
  params: { message: { messageId: 'm-v03', role: 'ROLE_USER', parts: [{ kind: 'text', text: 'hi' }] } } }), v1);
await craft('not-json', '/task', '{"jsonrpc": "2.0", "id": 7, "method": ', v1);

// let the push notifications of the tasks above arrive
await new Promise((resolve) => setTimeout(resolve, 300));
label = 'end';
write(true);
clearTimeout(deadline);
for (const s of servers) {
  s.closeAllConnections?.();
  s.close();
}
process.exit(0);
