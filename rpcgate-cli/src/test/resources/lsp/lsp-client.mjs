// A scripted LSP client (vscode-jsonrpc) for tests: it starts COMMAND (rpcgate tap in front of a language server),
// talks to it over Content-Length frames, and records every byte it sends and receives.
//   node lsp-client.mjs MODE OUT_DIR -- COMMAND [ARG...]
// MODE: "session" (initialize, initialized, didOpen, hover, completion, documentSymbol, shutdown, exit);
// "order" (the same, with a hover before initialize and a documentSymbol after shutdown);
// "lost-reply" (the same session, tolerating a hover reply that never comes).
// LSP_MODULES names the node_modules directory holding vscode-jsonrpc. stdout gets one JSON summary line;
// COMMAND's stderr passes through to ours.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const [mode, outDir, dashes, ...command] = process.argv.slice(2);
if (!['session', 'order', 'lost-reply'].includes(mode) || dashes !== '--' || command.length === 0) {
  console.error('usage: lsp-client.mjs session|order|lost-reply OUT_DIR -- COMMAND [ARG...]');
  process.exit(2);
}
const require = createRequire(path.join(process.env.LSP_MODULES, 'index.js'));
const rpc = require('vscode-jsonrpc/node');

const deadline = setTimeout(() => { console.error('lsp-client: the session took over 90 s'); process.exit(3); }, 90000);
const child = spawn(command[0], command.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
const sent = fs.createWriteStream(path.join(outDir, 'client-sent.bin'));
const received = fs.createWriteStream(path.join(outDir, 'client-received.bin'));
child.stdout.on('data', (chunk) => received.write(chunk));
const toChild = new (require('node:stream').PassThrough)();
toChild.on('data', (chunk) => { sent.write(chunk); child.stdin.write(chunk); });
const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout),
  new rpc.StreamMessageWriter(toChild));

const seen = { diagnostics: 0, serverRequests: [] };
connection.onRequest((method, params) => {
  seen.serverRequests.push(method);
  if (method === 'workspace/configuration') {
    return (params.items || []).map(() => null);
  }
  return null;
});
connection.onNotification('textDocument/publishDiagnostics', () => { seen.diagnostics++; });
connection.onNotification(() => {});
connection.listen();

function within(ms, promise, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(what + ' got no reply within ' + ms + ' ms')), ms);
  })]).finally(() => clearTimeout(timer));
}

const uri = 'file:///work/example/package.json';
const text = '{\n  "name": "example",\n  "version": "1.0.0",\n  "private": true\n}\n';
const results = {};
try {
  if (mode === 'order') {
    results.early = await within(15000, connection.sendRequest('textDocument/hover',
      { textDocument: { uri }, position: { line: 1, character: 4 } }), 'the early hover');
  }
  const init = await within(20000, connection.sendRequest('initialize', {
    processId: process.pid,
    clientInfo: { name: 'rpcgate-lsp-test', version: '1' },
    rootUri: null,
    workspaceFolders: null,
    capabilities: {
      workspace: { configuration: true },
      textDocument: {
        synchronization: { dynamicRegistration: false },
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: false } },
        documentSymbol: { hierarchicalDocumentSymbolSupport: true },
      },
    },
    initializationOptions: { provideFormatter: false },
  }), 'initialize');
  results.capabilities = Object.keys(init.capabilities).sort();
  await connection.sendNotification('initialized', {});
  await connection.sendNotification('textDocument/didOpen',
    { textDocument: { uri, languageId: 'json', version: 1, text } });
  const hover = connection.sendRequest('textDocument/hover',
    { textDocument: { uri }, position: { line: 1, character: 4 } });
  if (mode === 'lost-reply') {
    results.hover = await within(3000, hover, 'hover').then(() => 'answered', (e) => e.message);
  } else {
    results.hover = await within(15000, hover, 'hover');
  }
  results.completion = await within(15000, connection.sendRequest('textDocument/completion',
    { textDocument: { uri }, position: { line: 3, character: 2 } }), 'completion');
  results.symbols = await within(15000, connection.sendRequest('textDocument/documentSymbol',
    { textDocument: { uri } }), 'documentSymbol');
  await within(15000, connection.sendRequest('shutdown'), 'shutdown');
  if (mode === 'order') {
    results.late = await within(15000, connection.sendRequest('textDocument/documentSymbol',
      { textDocument: { uri } }), 'the late documentSymbol');
  }
  await connection.sendNotification('exit');
} catch (e) {
  console.error('lsp-client: ' + e.message);
  results.failure = e.message;
}
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c === null ? signal : c)));
clearTimeout(deadline);
await new Promise((resolve) => sent.end(resolve));
await new Promise((resolve) => received.end(resolve));
console.log(JSON.stringify({
  exit: code,
  capabilities: results.capabilities,
  hover: results.hover === null ? null : typeof results.hover === 'string' ? results.hover : 'hover',
  completionItems: results.completion && (Array.isArray(results.completion) ? results.completion.length
    : results.completion.items.length),
  symbols: results.symbols && results.symbols.map((s) => s.name),
  early: mode === 'order' ? results.early ?? null : undefined,
  late: mode === 'order' ? (results.late || []).map((s) => s.name) : undefined,
  serverRequests: seen.serverRequests,
  diagnostics: seen.diagnostics,
  failure: results.failure,
}));
connection.dispose();
process.exit(0);
