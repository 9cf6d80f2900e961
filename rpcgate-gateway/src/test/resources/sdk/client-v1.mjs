// The official A2A JS SDK's v1.0 client (@a2a-js/sdk 1.x, JSON-RPC binding) driving an agent through the rpcgate
// gateway, created from the gateway's card URL. It prints one JSON line per step: {"step":NAME,"result":...} with what
// the SDK returned, or {"step":NAME,"error":...} with what it threw (the error's name, its message, and the JSON-RPC
// code, message, data and ErrorInfo reason the SDK exposes), then {"done":true}.
//
// usage: node client-v1.mjs GATEWAY_BASE AGENT_ID UNKNOWN_AGENT_ID
//
// The run is bounded: it exits with 3 after DEADLINE_MS whatever happens.
import { randomUUID } from 'node:crypto';
import { Role, TaskState } from '@a2a-js/sdk';
import { ClientFactory } from '@a2a-js/sdk/client';

const DEADLINE_MS = 30_000;
const [gateway, agentId, unknownId] = process.argv.slice(2);
if (!gateway || !agentId || !unknownId) {
  console.error('usage: node client-v1.mjs GATEWAY_BASE AGENT_ID UNKNOWN_AGENT_ID');
  process.exit(2);
}
setTimeout(() => {
  console.error(`client-v1: not done after ${DEADLINE_MS} ms`);
  process.exit(3);
}, DEADLINE_MS).unref();

function print(line) {
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

const rpcError = (e) => e && (e.envelopeCode !== undefined || e.errorResponse !== undefined);

function describeError(e) {
  const a = rpcError(e) ? e : rpcError(e?.cause) ? e.cause : undefined;
  return { name: (a ?? e)?.name ?? typeof e, message: String(e?.message ?? e).slice(0, 400),
    code: a?.envelopeCode ?? a?.errorResponse?.error?.code ?? null, rpcMessage: a ? a.message : null,
    data: a?.data ?? a?.errorResponse?.error?.data ?? null, reason: a?.reason ?? null };
}

async function step(name, fn) {
  try {
    const result = await fn();
    print({ step: name, result: result ?? null });
    return result;
  } catch (e) {
    print({ step: name, error: describeError(e) });
    return undefined;
  }
}

function stateName(s) {
  return typeof s === 'number' ? Object.keys(TaskState).find((k) => TaskState[k] === s) ?? String(s) : s ?? null;
}

function textPart(value) {
  return { content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' };
}

function message(text) {
  return { messageId: randomUUID(), role: Role.ROLE_USER, parts: [textPart(text)], contextId: '', taskId: '',
    metadata: undefined, extensions: [], referenceTaskIds: [] };
}

/** A task as the steps report it: its id, state and the texts of its artifacts. */
function task(t) {
  return { id: t?.id ?? null, state: stateName(t?.status?.state),
    artifacts: (t?.artifacts ?? []).flatMap((a) => a.parts.filter((p) => p.content?.$case === 'text')
      .map((p) => p.content.value)) };
}

/** A stream event as the steps report it: its case, and the state of a task or status update. */
function event(e) {
  const v = e?.payload?.value;
  return { kind: e?.payload?.$case ?? null, state: stateName(v?.status?.state) };
}

const factory = new ClientFactory();
// the base URL has a path, so it ends with a slash: the SDK resolves the card's path against it
const base = `${gateway}/a2a/${agentId}/`;
let client;
await step('card', async () => {
  client = await factory.createFromUrl(base);
  const c = await client.getAgentCard();
  return { urls: (c.supportedInterfaces ?? []).map((i) => i.url), url: c.url ?? null,
    protocolVersion: client.protocolVersion ?? null, name: c.name };
});
if (!client) {
  process.exit(4);
}
const card = await client.getAgentCard();

const sent = await step('send', async () => task(await client.sendMessage({ message: message('hello') })));
await step('stream', async () => {
  const events = [];
  for await (const e of client.sendMessageStream({ message: message('stream me') })) events.push(event(e));
  return events;
});
await step('get', async () => task(await client.getTask({ tenant: '', id: sent?.id ?? 'missing',
  historyLength: undefined })));
await step('get-unknown-task', () => client.getTask({ tenant: '', id: 'no-such-task', historyLength: undefined }));
await step('cancel-completed', () => client.cancelTask({ tenant: '', id: sent?.id ?? 'missing' }));

const waiting = await step('send-wait', async () => task(await client.sendMessage({ message: message('wait'),
  configuration: { acceptedOutputModes: [], returnImmediately: true, taskPushNotificationConfig: undefined } })));
const subscribed = client.resubscribeTask({ tenant: '', id: waiting?.id ?? 'missing' })[Symbol.asyncIterator]();
await step('subscribe', async () => {
  const first = await subscribed.next();
  return first.done ? { done: true } : event(first.value);
});
await step('cancel', async () => task(await client.cancelTask({ tenant: '', id: waiting?.id ?? 'missing' })));
await step('subscribe-rest', async () => {
  const events = [];
  for (let r = await subscribed.next(); !r.done; r = await subscribed.next()) events.push(event(r.value));
  return events;
});

await step('unknown-agent-card', async () => {
  await factory.createFromUrl(`${gateway}/a2a/${unknownId}/`);
  return { created: true };
});
await step('unknown-agent', async () => {
  const stray = await factory.createFromAgentCard({ ...card, supportedInterfaces: (card.supportedInterfaces ?? [])
    .map((i) => ({ ...i, url: `${gateway}/a2a/${unknownId}` })) });
  return task(await stray.sendMessage({ message: message('hello') }));
});
// v1.0 params have no timeout (agents refuse fields they do not know): the gateway reads the Rpcgate-Timeout header
await step('timeout', async () => task(await client.sendMessage({ message: message('slow') },
  { serviceParameters: { 'Rpcgate-Timeout': '0.5' } })));
print({ done: true });
process.exit(0);
