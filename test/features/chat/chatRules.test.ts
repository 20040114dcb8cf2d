import { filterAttachments } from '../../../features/chat/attachments';
import { messageParts } from '../../../features/chat/links';
import { chatbotFeedbackSchema, preChatSchema, validate } from '../../../features/chat/schemas';

describe('chat pre-form (001 §5)', () => {
  test.each([
    [{ friendlyName: '', emailAddress: 'a@b.co' }, { friendlyName: 'Please enter your name' }],
    [{ friendlyName: 'x'.repeat(129), emailAddress: 'a@b.co' }, { friendlyName: 'Cannot be more than 128 characters' }],
    [{ friendlyName: 'Pat', emailAddress: 'nope' }, { emailAddress: 'Please enter a valid email address' }],
    [{ friendlyName: 'Pat', emailAddress: '' }, { emailAddress: 'Please enter your email' }],
    [
      { friendlyName: 'Pat', emailAddress: `${'a'.repeat(120)}@example.com` },
      { emailAddress: 'Cannot be more than 128 characters' },
    ],
    [{ friendlyName: 'x'.repeat(128), emailAddress: 'a@b.co' }, {}],
  ])('%o gives %o', (values, errors) => {
    expect(validate(preChatSchema, values)).toEqual(errors);
  });

  test('a fault of the validation itself is thrown on, never read as a valid form', () => {
    const fault = new TypeError('schema is broken');
    const spy = jest.spyOn(preChatSchema, 'validateSync').mockImplementation(() => {
      throw fault;
    });
    try {
      expect(() => validate(preChatSchema, { friendlyName: '', emailAddress: '' })).toThrow(fault);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('chatbot feedback (001 §5)', () => {
  test('reason required; additional information at most 140', () => {
    expect(validate(chatbotFeedbackSchema, { reason: '', additionalInformation: 'y'.repeat(141) })).toEqual({
      reason: 'Please select a reason',
      additionalInformation: 'Please restrict your response to 140 characters.',
    });
    expect(
      validate(chatbotFeedbackSchema, { reason: 'The answer was incorrect', additionalInformation: 'y'.repeat(140) }),
    ).toEqual({});
  });
});

describe('attachments (001 §5)', () => {
  test('keeps the listed types up to 5 MB and says why others were dropped', () => {
    const { accepted, messages } = filterAttachments([
      { name: 'a.PDF', size: 10 },
      { name: 'b.png', size: 5 * 1024 * 1024 },
      { name: 'c.mp4', size: 5 * 1024 * 1024 + 1 },
      { name: 'd.exe', size: 1 },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['a.PDF', 'b.png']);
    expect(messages).toEqual([
      'Some files were not added because they exceed the 5MB size limit.',
      'Some files were not added because their type is not supported.',
    ]);
  });
});

describe('chat links (001 §9)', () => {
  test('only partner domains become links; markup stays text', () => {
    expect(messageParts('See https://www.homeward.example/rates. <b>x</b> https://evil.example/a')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://www.homeward.example/rates', href: 'https://www.homeward.example/rates' },
      { kind: 'text', text: '. <b>x</b> https://evil.example/a' },
    ]);
    expect(messageParts('https://homeward.example.evil.example/')).toEqual([
      { kind: 'text', text: 'https://homeward.example.evil.example/' },
    ]);
  });
});
