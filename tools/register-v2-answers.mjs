// register-v2 answered as one borrower would, from its first step to the password: shared by the browser tests that
// register through the screens (test/e2e/registerV2.ts) and the bench's registration timings (tools/bench.mjs), so a
// step the app adds or renames is changed in one place. Plain JavaScript, as the bench runs in Node without a compiler.

/** A password every rule of 000 §5 accepts. */
export const PASSWORD = 'LongEnough12!';

/**
 * Each step's answers, a row a step, in register-v2's order: Ada Lovelace, 200 E Colfax Ave in Denver, a primary
 * residence not for sale, $150,000 a year employed full-time. Each fills its step in; the caller presses Continue its
 * own way (and checks what it checks on the way).
 */
export const REGISTER_V2_FILLS = [
  async (page) => {
    await page.getByRole('button', { name: 'Enter the address manually' }).click();
    await page.getByLabel('Street address').fill('200 E Colfax Ave');
    await page.getByLabel('City', { exact: true }).fill('Denver');
    await page.getByLabel('State', { exact: true }).fill('CO');
    await page.getByLabel('ZIP code').fill('80203');
    await page.getByRole('radio', { name: /^Primary residence/ }).check();
  },
  (page) => page.getByLabel('No').check(),
  async (page) => {
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('150000');
    await page.getByLabel('Employment type').selectOption('FULL_TIME');
  },
  async (page) => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
  },
  (page) => page.getByRole('textbox', { name: 'Date of birth' }).fill('01021980'),
  async (page, email) => {
    await page.getByLabel('Mobile phone').fill('5555550100');
    await page.getByLabel('Email').fill(email);
  },
];

/** The last step's answers (a password and both agreements); the caller presses "Create account". */
export async function answerPasswordStep(page) {
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
}
