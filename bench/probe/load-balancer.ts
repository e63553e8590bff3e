/**
 * One load balancer in front of the API, the setting TRUST_PROXY=1 describes: it forwards every
 * request and appends the address it was reached from to X-Forwarded-For, after whatever the client
 * wrote there itself (nginx's $proxy_add_x_forwarded_for, AWS ALB and the like).
 */
import http from "node:http";
import { freePort } from "./server.ts";

export interface LoadBalancer {
  port: number;
  close(): Promise<void>;
}

export async function startLoadBalancer(apiPort: number): Promise<LoadBalancer> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const forwarded = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean);
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: apiPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-for": forwarded.join(", ") },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 0, answer.headers);
        answer.pipe(response);
      },
    );
    // said by the balancer, so that it is never taken for an answer of the API
    upstream.on("error", (error: NodeJS.ErrnoException) =>
      response.writeHead(502, { "x-load-balancer": "upstream failed" }).end(`load balancer: ${error.code}`),
    );
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    port,
    close: () =>
      new Promise((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
