import { withEarlyAnswers } from '../../src/api/earlyAnswers';
import { createMemoryTokenStore, type HttpClient, type HttpRequest } from '../../src/api/http';

/** A platform that answers every GET with its path and a running count, so a test sees which call answered. */
function countingClient() {
  const asked: HttpRequest[] = [];
  const client: HttpClient = {
    request<T>(req: HttpRequest): Promise<T> {
      asked.push(req);
      if (req.path === '/fails') return Promise.reject(new Error('down'));
      return Promise.resolve({ path: req.path, call: asked.length } as T);
    },
  };
  return { client, asked };
}

describe('withEarlyAnswers', () => {
  it('asks for the paths at once, and the first call for each takes that answer', async () => {
    const { client, asked } = countingClient();
    const api = withEarlyAnswers(client, createMemoryTokenStore('Bearer a'), ['/profile', '/application/1']);
    expect(asked.map((req) => req.path)).toEqual(['/profile', '/application/1']);

    await expect(api.request({ method: 'GET', path: '/application/1' })).resolves.toEqual({
      path: '/application/1',
      call: 2,
    });
    await expect(api.request({ method: 'GET', path: '/profile' })).resolves.toEqual({ path: '/profile', call: 1 });
    expect(asked).toHaveLength(2);
  });

  it('sends a later call for the same path, and any other call, to the network', async () => {
    const { client, asked } = countingClient();
    const api = withEarlyAnswers(client, createMemoryTokenStore('Bearer a'), ['/profile']);
    await api.request({ method: 'GET', path: '/profile' });
    await expect(api.request({ method: 'GET', path: '/profile' })).resolves.toEqual({ path: '/profile', call: 2 });
    await api.request({ method: 'GET', path: '/profile', query: { fresh: true } });
    await api.request({ method: 'PUT', path: '/profile', body: {} });
    expect(asked.map((req) => req.method)).toEqual(['GET', 'GET', 'GET', 'PUT']);
  });

  it('hands on an early failure to its caller, whose retry goes to the network', async () => {
    const { client, asked } = countingClient();
    const api = withEarlyAnswers(client, createMemoryTokenStore('Bearer a'), ['/fails']);
    await expect(api.request({ method: 'GET', path: '/fails' })).rejects.toThrow('down');
    await expect(api.request({ method: 'GET', path: '/fails' })).rejects.toThrow('down');
    expect(asked).toHaveLength(2);
  });

  it('does not give an answer asked with another token (a new sign-in since)', async () => {
    const { client, asked } = countingClient();
    const tokens = createMemoryTokenStore('Bearer a');
    const api = withEarlyAnswers(client, tokens, ['/profile']);
    tokens.set('Bearer b');
    await expect(api.request({ method: 'GET', path: '/profile' })).resolves.toEqual({ path: '/profile', call: 2 });
    expect(asked).toHaveLength(2);
  });

  it('is the client itself when nothing is asked early', () => {
    const { client } = countingClient();
    expect(withEarlyAnswers(client, createMemoryTokenStore(null), [])).toBe(client);
  });
});
