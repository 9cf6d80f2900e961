// Writes es6-numbers.txt (after its two comment lines): node es6-numbers.js
// xorshift with a fixed seed: the same lines each run
let s = 0x9E3779B97F4A7C15n;
function next() { s ^= (s << 13n) & 0xFFFFFFFFFFFFFFFFn; s ^= s >> 7n; s ^= (s << 17n) & 0xFFFFFFFFFFFFFFFFn; return s & 0xFFFFFFFFFFFFFFFFn; }
const buf = new DataView(new ArrayBuffer(8));
const out = [];
function add(d) { if (!isFinite(d)) return; buf.setFloat64(0, d); out.push(buf.getBigUint64(0).toString(16).padStart(16, '0') + ' ' + String(d)); }
for (let i = 0; i < 1500; i++) { buf.setBigUint64(0, next()); add(buf.getFloat64(0)); }
for (let i = 0; i < 700; i++) { const m = Number(next() % 100000000n); const e = Number(next() % 60n) - 30; add(m * Math.pow(10, e)); }
for (let d = 1; d <= 9; d++) for (let e = -325; e <= 308; e += 7) add(Number(d + 'e' + e));
for (let e = -8; e <= 23; e++) { add(Math.pow(10, e)); add(-1.5 * Math.pow(10, e)); add(123456789 * Math.pow(10, e)); }
[Number.MIN_VALUE, Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 2**53, 2**64, 0.1, 0.2, 0.1+0.2, 1/3, 2/3, 2e23, 5e-324, 1e21, 999999999999999900000, 1e-6, 1e-7].forEach(add);
console.log(out.join('\n'));
