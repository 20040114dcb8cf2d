import type { HttpClient, HttpRequest, TokenStore } from './http';

/**
 * The client with GETs sent as the page starts, before the code that asks for them has loaded and rendered (issue 16:
 * the application entry's profile and application calls used to wait for the area's frame to hydrate). The first call
 * for one of those paths takes its answer, success or failure, while the token it was asked with is still the token;
 * any other call, and any later one, goes to the network as usual.
 */
export function withEarlyAnswers(client: HttpClient, tokenStore: TokenStore, paths: readonly string[]): HttpClient {
  if (paths.length === 0) return client;
  const token = tokenStore.get();
  const early = new Map<string, Promise<unknown>>();
  for (const path of paths) {
    const answer = client.request<unknown>({ method: 'GET', path });
    // Nobody may ever ask (the borrower leaves first): a failure no one takes is not an unhandled rejection.
    answer.catch(() => undefined);
    early.set(path, answer);
  }
  return {
    request<T>(req: HttpRequest): Promise<T> {
      const answer = req.method === 'GET' && req.query === undefined ? early.get(req.path) : undefined;
      if (answer === undefined) return client.request<T>(req);
      early.delete(req.path);
      // The caller's type parameter is its claim about the contract, as for any answer (HttpClient.request).
      return tokenStore.get() === token ? (answer as Promise<T>) : client.request<T>(req);
    },
  };
}
