import { ApiError } from '../../src/api/http';
import { bannerLoadError } from '../../sagas/bannersSaga';

describe("a banner file that could not be read is stored in 001 §8's words", () => {
  test.each([
    [
      'an HTTP error',
      new ApiError({ status: 404, body: { errors: ['No such file'] }, method: 'GET' }),
      'HTTP error! status: 404',
    ],
    [
      'a fetch with no answer',
      new ApiError({ status: 0, body: null, kind: 'network', method: 'GET' }),
      'Error fetching',
    ],
    [
      'an answer that is no JSON',
      new ApiError({
        status: 200,
        body: null,
        kind: 'unreadable',
        message: 'Response was not convertible to json for /banners/test.json',
        method: 'GET',
      }),
      'Response was not convertible to json for /banners/test.json',
    ],
  ])('%s', (_name, error, stored) => {
    expect(bannerLoadError(error)).toBe(stored);
  });
});
