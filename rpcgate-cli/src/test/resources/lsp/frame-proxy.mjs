// A recording proxy in front of a language server, for tests: it starts COMMAND and passes our standard input to it
// and its standard output back, recording both (server-in.bin: what COMMAND read, server-out.bin: what we wrote
// back). With --rewrite-id FROM=TO it reads COMMAND's Content-Length frames and gives the first reply with id FROM
// the id TO instead (a faulty server, made from a real one); otherwise the bytes pass as they are.
//   node frame-proxy.mjs OUT_DIR [--rewrite-id FROM=TO] -- COMMAND [ARG...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const outDir = args.shift();
let rewrite = null;
if (args[0] === '--rewrite-id') {
  args.shift();
  const [from, to] = args.shift().split('=').map(Number);
  rewrite = { from, to, done: false };
}
if (args.shift() !== '--' || args.length === 0) {
  console.error('usage: frame-proxy.mjs OUT_DIR [--rewrite-id FROM=TO] -- COMMAND [ARG...]');
  process.exit(2);
}
const child = spawn(args[0], args.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
const serverIn = fs.createWriteStream(path.join(outDir, 'server-in.bin'));
const serverOut = fs.createWriteStream(path.join(outDir, 'server-out.bin'));
process.stdin.on('data', (chunk) => { serverIn.write(chunk); child.stdin.write(chunk); });
process.stdin.on('end', () => child.stdin.end());

function up(bytes) {
  serverOut.write(bytes);
  process.stdout.write(bytes);
}

let pending = Buffer.alloc(0);
child.stdout.on('data', (chunk) => {
  if (!rewrite) {
    up(chunk);
    return;
  }
  pending = Buffer.concat([pending, chunk]);
  for (;;) {
    const end = pending.indexOf('\r\n\r\n');
    if (end < 0) return;
    const length = Number(/Content-Length: *(\d+)/i.exec(pending.subarray(0, end).toString('ascii'))[1]);
    if (pending.length < end + 4 + length) return;
    let body = pending.subarray(end + 4, end + 4 + length);
    let head = pending.subarray(0, end + 4);
    pending = pending.subarray(end + 4 + length);
    const message = JSON.parse(body.toString('utf8'));
    if (!rewrite.done && message.id === rewrite.from && ('result' in message || 'error' in message)) {
      rewrite.done = true;
      message.id = rewrite.to;
      body = Buffer.from(JSON.stringify(message), 'utf8');
      head = Buffer.from('Content-Length: ' + body.length + '\r\n\r\n', 'ascii');
    }
    up(Buffer.concat([head, body]));
  }
});
child.on('exit', (code, signal) => {
  Promise.all([new Promise((r) => serverIn.end(r)), new Promise((r) => serverOut.end(r))])
    .then(() => process.exit(code === null ? 1 : code));
});
