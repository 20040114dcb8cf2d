import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  forceFlags,
  recordedRequests,
  signIn,
  signInOnce,
  smallTargets,
} from './support';

/**
 * Chat tests share the sandbox's chat hours, so they run one after another. Behaviours of one widget on register-v2
 * share a page, a `test.step` each (issue 35); a signed-in borrower, a faked clock and the chatbot's stored history
 * each keep a browser context of their own.
 */
test.describe.configure({ mode: 'serial' });

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

async function setChatHours(request: APIRequestContext, open: boolean) {
  const hours = DAYS.map((weekday, index) => ({
    weekday,
    weekdayValue: index + 1,
    startTime: '00:00',
    endTime: open ? '23:59' : '00:00',
    isOpen: open,
  }));
  expect((await request.put('/__sandbox/hours/OPS_CHAT', { data: { hours } })).status()).toBe(200);
}

async function openChat(page: Page, name = 'Pat Borrower') {
  await page.goto('/account/heloc/register-v2');
  await page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
  const widget = page.getByRole('dialog', { name: 'Chat with us' });
  await widget.getByLabel('Name').fill(name);
  await widget.getByLabel('Email').fill('pat@example.com');
  await widget.getByRole('button', { name: 'Start chat' }).click();
  return widget;
}

/** Sends `text` from the open widget and waits for it to show there. */
async function sendMessage(widget: Locator, text: string) {
  await widget.getByRole('textbox', { name: 'Message' }).fill(text);
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
}

// Chat is on for these pages only: the shared flag stays off for the specs running beside these.
test.beforeEach(async ({ page }) => {
  await forceFlags(page, { 'fe-heloc-webchat': true });
});

test.afterEach(async ({ request }) => {
  await setChatHours(request, true);
});

test('pop-webchat opens the chat and leaves the URL; its pre-chat form checks name and email; attachments too large or unsupported are dropped', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await setChatHours(request, true);
  const widget = page.getByRole('dialog', { name: 'Chat with us' });

  await test.step('pop-webchat opens the chat once and leaves the URL', async () => {
    await page.goto('/account/heloc/register-v2?pop-webchat=true');
    await expect(widget).toBeVisible();
    await expect(page).not.toHaveURL(/pop-webchat/);
  });

  // The chat pop-webchat opened, on its pre-chat form: no session was started before.
  await test.step('pre-chat form: over-long name and bad email show their messages', async () => {
    await widget.getByLabel('Name').fill('x'.repeat(129));
    await widget.getByLabel('Email').fill('not-an-email');
    await widget.getByRole('button', { name: 'Start chat' }).click();
    await expect(widget.locator('#chat-name-error')).toContainText('Cannot be more than 128 characters');
    await expect(widget.locator('#chat-email-error')).toContainText('Please enter a valid email address');
    await expectNoAxeViolations(page);
  });

  await test.step('attachments: too large and unsupported files are dropped with their messages', async () => {
    await widget.getByLabel('Name').fill('File Borrower');
    await widget.getByLabel('Email').fill('pat@example.com');
    await widget.getByRole('button', { name: 'Start chat' }).click();
    await widget.getByLabel('Attach files').setInputFiles([
      { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
      { name: 'script.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    ]);
    await expect(widget.getByText('Some files were not added because they exceed the 5MB size limit.')).toBeVisible();
    await expect(widget.getByText('Some files were not added because their type is not supported.')).toBeVisible();
    await widget
      .getByLabel('Attach files')
      .setInputFiles([{ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(widget.getByTestId('chat-message').filter({ hasText: 'Attachment: note.txt' })).toBeVisible();
  });
});

test('a signed-in borrower is not asked again for the name and email the platform knows', async ({ page, request }) => {
  await setChatHours(request, true);
  const borrower = await createBorrower(request, { firstName: 'Grace', lastName: 'Hopper' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const init = page.waitForRequest((req) => req.url().includes('/twilio/initWebChat'));
  await page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
  const widget = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(widget.getByLabel('Name')).toHaveCount(0);
  expect((await init).postDataJSON()).toMatchObject({ name: 'Grace Hopper', email: borrower.email });

  // Issue 48: at 1280 the chat prompt leaves the lender's name in the header (the main brand has the most links).
  const brand = page.getByRole('banner').locator('.brand');
  const [brandBox, nameBox] = await Promise.all([brand.boundingBox(), brand.locator('.brand-name').boundingBox()]);
  expect(brandBox && nameBox && nameBox.y + nameBox.height <= brandBox.y + brandBox.height + 1).toBe(true);
  // A chat that looks like a chat: the message box and Send on one row, the kit's file control, bubbles with who
  // and when, the borrower's on the right.
  const box = widget.getByRole('textbox', { name: 'Message' });
  const send = widget.getByRole('button', { name: 'Send' });
  const [boxBox, sendBox] = await Promise.all([box.boundingBox(), send.boundingBox()]);
  expect(boxBox && sendBox && sendBox.x >= boxBox.x + boxBox.width && sendBox.y < boxBox.y + boxBox.height).toBe(true);
  await expect(widget.getByTestId('chat-files-zone')).toBeVisible();
  await expect(widget.locator('input[type="file"]').first()).toHaveClass(/visually-hidden/);
  await box.fill('Hello there');
  await send.click();
  const mine = widget.getByTestId('chat-message').filter({ hasText: 'Hello there' });
  await expect(mine.locator('time')).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
  await expect(mine).toContainText('You');
  const [widgetBox, mineBox] = await Promise.all([widget.boundingBox(), mine.boundingBox()]);
  expect(widgetBox && mineBox && mineBox.x > widgetBox.x + widgetBox.width * 0.1).toBe(true);
  await expectNoAxeViolations(page);
});

/**
 * Two ways a borrower's session ends on a shared browser: a logout, or none at all (the next person signs in over a
 * session that is still good, or over one that ran out). Either way the next borrower's chat is their own (decision 443).
 */
const sessionEnds = [
  {
    how: "logout leaves no chat of the borrower's on this browser",
    end: async (page: Page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
    },
  },
  {
    how: 'with no logout, another borrower signed in over the session does not get its chat',
    end: async () => {},
  },
];

for (const { how, end } of sessionEnds) {
  test(`${how}: the next one signed in starts their own`, async ({ page, request }) => {
    await setChatHours(request, true);
    // Past the offer, where a logout asks for the leave survey first.
    const first = await createBorrower(request, {
      firstName: 'Grace',
      lastName: 'Hopper',
      checklistStatus: 'INCOME_VERIFICATION',
    });
    const second = await createBorrower(request, { firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/account/heloc/register-v2');
    await signInOnce(page, first.jwt);
    await page.goto(appPath(first.applicationUuid));
    const prompt = page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' });
    const widget = page.getByRole('dialog', { name: 'Chat with us' });
    await prompt.click();
    await sendMessage(widget, 'Is my draw on the way?');
    await widget.getByRole('button', { name: 'Close chat' }).click();
    /** The keys of localStorage whose value names the first borrower (their chat's session and token included). */
    const naming = () =>
      page.evaluate(
        (words) =>
          Object.keys(window.localStorage).filter((key) =>
            words.some((word) => (window.localStorage.getItem(key) ?? '').includes(word)),
          ),
        [first.email, 'Hopper'],
      );
    // The check can see the stored chat: it names the first borrower while their session goes on.
    expect(await naming()).not.toEqual([]);

    await end(page);
    await signInOnce(page, second.jwt);
    await page.goto(appPath(second.applicationUuid));
    const init = page.waitForRequest((sent) => sent.url().includes('/twilio/initWebChat'));
    await prompt.click();
    expect((await init).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: second.email });
    await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(widget.getByText('Is my draw on the way?')).toHaveCount(0);
    // Nothing stored on the device names the first borrower any more.
    expect(await naming()).toEqual([]);
  });
}

test("a visitor's chat stays with the tab it was begun in: a borrower who signs in in another tab starts their own (decision 451)", async ({
  page,
  context,
  request,
}) => {
  await setChatHours(request, true);
  await sendMessage(await openChat(page, 'Vera Visitor'), 'Just looking at rates');
  // The visitor's chat is stored for the next page, as 001 §3 keeps it: this check can see it.
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).toContain('Vera Visitor');
  await page.close();

  const borrower = await createBorrower(request, { firstName: 'Ada', lastName: 'Lovelace' });
  const other = await context.newPage();
  await forceFlags(other, { 'fe-heloc-webchat': true });
  await other.goto('/account/heloc/register-v2');
  await signInOnce(other, borrower.jwt);
  await other.goto(appPath(borrower.applicationUuid));
  const init = other.waitForRequest((sent) => sent.url().includes('/twilio/initWebChat'));
  await other.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
  expect((await init).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: borrower.email });
  const widget = other.getByRole('dialog', { name: 'Chat with us' });
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(widget.getByText('Just looking at rates')).toHaveCount(0);
  expect(await other.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('Vera Visitor');
});

test("chat whose code cannot be downloaded fails as 001 §8's session failure; the next page's chat works", async ({
  page,
  request,
}) => {
  await setChatHours(request, true);
  const sagaCode = /\/static\/chat-saga\.[0-9a-f]+\.js$/;
  await page.route(sagaCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/account/heloc/register-v2');
  const prompt = page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' });
  await prompt.click();
  const widget = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(widget.getByRole('alert')).toHaveText(/Something went wrong\. Please try again later\./);
  await expect(widget.getByText('Connecting…')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Dismissed, nothing claims to be connecting.
  await widget.getByRole('button', { name: 'Dismiss' }).click();
  await expect(widget.getByText('Connecting…')).toHaveCount(0);
  await page.unroute(sagaCode);
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
  await expect(widget.getByLabel('Name')).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
});

test('on a phone the chat opened from the menu closes the menu, which would stay over it; its controls are 44 px targets', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setChatHours(request, true);
  const borrower = await createBorrower(request);
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('button', { name: 'Have a question? Chat with us' }).click();
  const widget = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(widget).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // The widget is outside the screen's main, which the kit's target checks read (kitTargets.spec): its close was 32 px.
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(await smallTargets(widget)).toEqual([]);
});

test('live chat: the agent console answers, then ends the chat; in stream mode a frozen channel ends it; the agent console passes axe', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await setChatHours(request, true);

  await test.step('live chat: the agent console answers, then ends the chat; the borrower sees the end panel', async () => {
    const widget = await openChat(page, 'Live Borrower');
    await widget.getByRole('textbox', { name: 'Message' }).fill('Hello <b>there</b>');
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(widget.getByTestId('chat-message').filter({ hasText: 'Hello <b>there</b>' })).toBeVisible();

    const agent = await context.newPage();
    await agent.goto('/__sandbox/agent');
    await agent
      .getByRole('button', { name: /Live Borrower/ })
      .first()
      .click();
    await expect(agent.locator('#messages')).toContainText('Hello <b>there</b>');
    await agent
      .getByLabel('Reply')
      .fill('Hi, I am here to help. See https://www.homeward.example/rates and https://evil.example/x');
    await agent.getByRole('button', { name: 'Send' }).click();

    const reply = widget.getByTestId('chat-message').filter({ hasText: 'I am here to help' });
    await expect(reply).toBeVisible();
    await expect(reply.getByRole('link', { name: 'https://www.homeward.example/rates' })).toBeVisible();
    await expect(reply.getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await agent.getByRole('button', { name: 'End chat' }).click();
    const end = widget.getByTestId('chat-end');
    await expect(end).toContainText('Customer representative has ended the chat');
    await expect(end.getByRole('link', { name: 'Take our chat survey' })).toHaveAttribute('href', /contactId=contact-/);
    await expect(end.getByRole('button', { name: 'Start new chat' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('heloc-webchat-session'))).toBeNull();
    await agent.close();
  });

  // The ended chat left no session (checked above): the page starts a new one.
  await test.step('stream mode: a frozen channel ends the chat; the agent console passes axe', async () => {
    await page.goto('/account/heloc/register-v2?mode=stream');
    await page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
    const widget = page.getByRole('dialog', { name: 'Chat with us' });
    await widget.getByLabel('Name').fill('Stream Borrower');
    await widget.getByLabel('Email').fill('pat@example.com');
    await widget.getByRole('button', { name: 'Start chat' }).click();
    await widget.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(widget.getByTestId('chat-message').filter({ hasText: 'Is anyone there?' })).toBeVisible();

    const agent = await context.newPage();
    await agent.goto('/__sandbox/agent');
    await agent
      .getByRole('button', { name: /Stream Borrower/ })
      .first()
      .click();
    await expectNoAxeViolations(agent);
    await agent.getByRole('button', { name: 'Freeze channel' }).click();
    await expect(widget.getByTestId('chat-end')).toContainText('Customer representative has ended the chat');
  });
});

test('live chat: the token refresh every 60 s and socket pings every 10 s stop when the chat closes', async ({
  page,
  request,
}) => {
  await setChatHours(request, true);
  await page.clock.install();
  const widget = await openChat(page, 'Timed Borrower');
  await expect(widget.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(widget.getByTestId('chat-message').first()).toBeVisible();
  // The socket is connected once Send is enabled.
  await expect(widget.getByRole('button', { name: 'Send' })).toBeEnabled();
  const count = async (path: string) => (await recordedRequests(request, path)).length;
  const refreshes = await count('/service-csp/external/api/v1/twilio/refreshToken');
  const pings = await count('/service-omni-proxy/insecure/api/v1/ws/ping');
  await page.clock.runFor(60_000);
  await expect.poll(() => count('/service-csp/external/api/v1/twilio/refreshToken')).toBe(refreshes + 1);
  await expect.poll(() => count('/service-omni-proxy/insecure/api/v1/ws/ping')).toBeGreaterThanOrEqual(pings + 5);
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await page.clock.runFor(1_000);
  await expect(widget).toHaveCount(0);
  const afterRefreshes = await count('/service-csp/external/api/v1/twilio/refreshToken');
  const afterPings = await count('/service-omni-proxy/insecure/api/v1/ws/ping');
  await page.clock.runFor(120_000);
  await page.waitForTimeout(500);
  expect(await count('/service-csp/external/api/v1/twilio/refreshToken')).toBe(afterRefreshes);
  expect(await count('/service-omni-proxy/insecure/api/v1/ws/ping')).toBe(afterPings);
});

test('outside open hours the chatbot answers, keeps history, and reply feedback validates', async ({
  page,
  request,
}) => {
  await setChatHours(request, false);
  const widget = await openChat(page, 'Bot Borrower');
  await widget.getByRole('textbox', { name: 'Message' }).fill('What are your rates?');
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByTestId('chat-message').filter({ hasText: '7.60% to 17.20%' })).toBeVisible();

  // A question that could not be sent comes back to the composer, as the alert asks to resend it (decision 418).
  await page.route('**/message/chatWithAutobot', (route) => route.abort(), { times: 1 });
  await widget.getByRole('textbox', { name: 'Message' }).fill('Can I pay it off early?');
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByText('Something went wrong. Please try resending the message.')).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Message' })).toHaveValue('Can I pay it off early?');

  await widget.getByRole('button', { name: 'Give feedback on this answer' }).first().click();
  await widget.getByLabel('Additional information').fill('y'.repeat(141));
  await widget.getByRole('button', { name: 'Send feedback' }).click();
  await expect(widget.getByText('Please select a reason')).toBeVisible();
  await expect(widget.getByText('Please restrict your response to 140 characters.')).toBeVisible();
  await widget.getByLabel('The answer was not relevant').check();
  await widget.getByLabel('Additional information').fill('Short note');
  await widget.getByRole('button', { name: 'Send feedback' }).click();
  await expect(widget.getByText('Thank you for your feedback.')).toBeVisible();

  for (let index = 0; index < 20; index += 1) {
    await widget.getByRole('textbox', { name: 'Message' }).fill(`Question ${index} about fees`);
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(widget.getByTestId('chat-message').filter({ hasText: `Question ${index} about fees` })).toBeVisible();
  }
  // Reopened, the stored session resumes with the newest 20 questions and answers.
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Have a question? Chat with us' }).click();
  const reopened = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(reopened.getByTestId('chat-message')).toHaveCount(40);
  await expect(reopened.getByTestId('chat-message').filter({ hasText: 'What are your rates?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
