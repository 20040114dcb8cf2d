import { failureLine } from '../../../features/diagnostics/failures';
import { ApiError } from '../../../src/api/http';

describe("a caught failure's console line", () => {
  it('names what failed, the error and its message', () => {
    expect(failureLine('Notifications', new TypeError('x is undefined'))).toBe(
      'Notifications: TypeError: x is undefined',
    );
  });

  it('follows the causes, so a wrapper that says nothing of its own still tells what was thrown', () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'status')");
    const wrapper = new Error('Minified React error #520', { cause: thrown });
    expect(failureLine('Hydration fell back to a client render', wrapper)).toBe(
      "Hydration fell back to a client render: Error: Minified React error #520 (caused by TypeError: Cannot read properties of undefined (reading 'status'))",
    );
  });

  it('tells an answer as its kind and status, never its words, in a cause too', () => {
    const answer = new ApiError({ status: 409, body: { errors: ['ada@example.com is taken'] }, method: 'POST' });
    const line = failureLine('Registration', new Error('Sending failed', { cause: answer }));
    expect(line).toBe('Registration: Error: Sending failed (caused by ApiError: http 409)');
    expect(line).not.toContain('ada@example.com');
  });

  it('follows three causes at most, and a cause that is not an error as text', () => {
    let error: unknown = 'the bottom';
    for (let depth = 5; depth > 0; depth -= 1) error = new Error(`level ${depth}`, { cause: error });
    expect(failureLine('Deep', error)).toBe(
      'Deep: Error: level 1 (caused by Error: level 2) (caused by Error: level 3) (caused by Error: level 4)',
    );
    expect(failureLine('Text', new Error('outer', { cause: 'plain words' }))).toBe(
      'Text: Error: outer (caused by Error: plain words)',
    );
  });
});
