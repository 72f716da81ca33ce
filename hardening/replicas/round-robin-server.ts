// The round-robin proxy as a process of its own, as a load balancer is: the suite's own work
// (hundreds of simulated browsers) never slows the path between the replicas. Started by
// proxy-process.ts with PORT (where clients connect), BACKENDS ("127.0.0.1:4101,127.0.0.1:4102")
// and CONTROL_PORT, where the suite reads what it did: GET /health, GET /stats (ProxyStats as
// JSON), POST /reset.
import { createServer } from 'node:http';
import { startRoundRobinProxy, type Backend } from './round-robin.js';

function backendsFrom(text: string): Backend[] {
  return text.split(',').map((entry) => {
    const [host = '', port = ''] = entry.trim().split(':');
    if (!host || !/^\d+$/.test(port)) throw new Error(`BACKENDS: "${entry}" is not host:port`);
    return { host, port: Number(port) };
  });
}

const proxy = await startRoundRobinProxy(
  backendsFrom(process.env.BACKENDS ?? ''),
  Number(process.env.PORT ?? 0),
);

const control = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/health') return void response.end('ok\n');
  if (request.method === 'GET' && request.url === '/stats') {
    response.setHeader('content-type', 'application/json');
    return void response.end(JSON.stringify(proxy.stats()));
  }
  if (request.method === 'POST' && request.url === '/reset') {
    proxy.reset();
    return void response.writeHead(204).end();
  }
  response.writeHead(404).end();
});
control.listen(Number(process.env.CONTROL_PORT ?? 0), '127.0.0.1');

process.on('SIGTERM', () => {
  control.close();
  void proxy.close().then(() => process.exit(0));
});
