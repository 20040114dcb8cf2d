test('jsdom has fetch', () => { expect(typeof fetch).toBe('function'); expect(document).toBeDefined(); });
