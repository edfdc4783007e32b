// Median render time (server-timing) and size of each prerendered page on a running twin.
import zlib from 'node:zlib';
const base = process.argv[2] ?? 'http://localhost:4620';
const paths = ['/', '/products', '/product/1', '/portfolio', '/ratings', '/contact', '/coverage', '/handelsbetingelser', '/sitemap.xml'];
for (const p of paths) {
  const times = []; let body = '';
  for (let i = 0; i < 11; i++) {
    const r = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
    body = await r.text();
    const t = /render;dur=([\d.]+)/.exec(r.headers.get('server-timing') ?? '')?.[1];
    if (i > 0) times.push(Number(t));
  }
  times.sort((a, b) => a - b);
  const br = zlib.brotliCompressSync(Buffer.from(body), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  console.log(`${p.padEnd(20)} render median ${times[5].toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times.at(-1).toFixed(1)})  ${(body.length/1024).toFixed(1)} KB, ${(br/1024).toFixed(1)} KB brotli`);
}
