import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: 'zamalek-demo' };
const MANAGER = { email: 'manager@zamaleksuites.com', password: 'zamalek-demo' };

const folio = (page: Page) =>
  page.getByRole('heading', { name: 'Folio' }).locator('xpath=ancestor::*[@data-slot="card"][1]');

test("a receptionist takes a deposit in pounds, posts a late check-out and takes the balance by card; a manager refunds part of it, live on the desk's screen", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.locator('a[href^="/reservation/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Folio' })).toBeVisible();
  const card = folio(page);
  await expect(card.getByText('Nothing posted yet')).toBeVisible();

  // A deposit before arrival, handed over in pounds at the day's rate.
  await card.getByRole('button', { name: 'Take payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Take payment' });
  await payment.getByRole('combobox', { name: 'For', exact: true }).selectOption('deposit');
  await payment.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await payment.getByRole('checkbox', { name: 'Paid in Egyptian pounds', exact: true }).check();
  await payment.getByRole('textbox', { name: 'Pounds received', exact: true }).fill('6000');
  await payment.getByRole('textbox', { name: 'Rate (EGP per USD)', exact: true }).fill('48.5');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  // 6,000 pounds is not 100 dollars at 48.5: refused, nothing written.
  await expect(payment.getByRole('alert')).toContainText('differ from the amount at this rate');
  await payment.getByRole('textbox', { name: 'Pounds received', exact: true }).fill('4,850.20');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toHaveCount(0);
  await expect(card.getByTestId('folio-held')).toHaveText('$100.00');
  await expect(card.getByTestId('folio-entries')).toContainText('EGP 4850.20 at 48.5');

  // A late check-out, then its balance by card.
  await card.getByRole('button', { name: 'Add charge' }).click();
  const charge = page.getByRole('dialog', { name: 'Add charge' });
  await charge.getByRole('combobox', { name: 'Charge', exact: true }).selectOption('late_checkout');
  await charge.getByRole('button', { name: 'Post charge' }).click();
  await expect(charge.getByText('Please enter an amount above zero')).toBeVisible();
  await charge.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
  await charge.getByRole('button', { name: 'Post charge' }).click();
  await expect(card.getByTestId('folio-balance')).toHaveText('$30.00');
  await card.getByRole('button', { name: 'Take payment' }).click();
  const byCard = page.getByRole('dialog', { name: 'Take payment' });
  await expect(byCard.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('30.00');
  await byCard.getByRole('combobox', { name: 'Method', exact: true }).selectOption('card');
  await byCard.getByRole('button', { name: 'Record payment' }).click();
  await expect(byCard.getByText('Please enter the last four digits of the card')).toBeVisible();
  await byCard.getByRole('textbox', { name: "Card's last 4 digits", exact: true }).fill('4242');
  await byCard.getByRole('button', { name: 'Record payment' }).click();
  await expect(card.getByTestId('folio-balance')).toHaveText('$0.00');
  // The desk corrects nothing and refunds nothing: those are a manager's.
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Correct/ })).toHaveCount(0);

  // A manager gives part of it back as a goodwill allowance.
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await managerContext.newPage();
  await signIn(manager, MANAGER.email, MANAGER.password);
  await manager.goto(page.url());
  const managerCard = folio(manager);
  await managerCard.getByRole('button', { name: 'Refund' }).click();
  const refund = manager.getByRole('dialog', { name: 'Refund' });
  await refund.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund.getByText('Please give a reason')).toBeVisible();
  await refund.getByRole('textbox', { name: 'Reason', exact: true }).fill('Noisy works next door');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toHaveCount(0);
  await expect(managerCard.getByTestId('folio-entries')).toContainText('Noisy works next door');
  await expect(managerCard.getByTestId('folio-balance')).toHaveText('$0.00');
  // The desk's open page heard of it without a reload.
  await expect(card.getByTestId('folio-entries')).toContainText('Noisy works next door');

  expect(await seriousViolations(manager)).toEqual([]);
  for (const width of [1280, 1024, 375]) {
    await manager.setViewportSize({ width, height: 900 });
    await manager.evaluate(() => window.scrollTo(0, 0));
    await picture(manager, { path: `${SHOTS}/folio-${width}.png`, fullPage: true });
  }
  await manager.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(manager)).toEqual([]);
  await managerCard.getByRole('button', { name: 'Take payment' }).click();
  await picture(manager, { path: `${SHOTS}/folio-payment-375.png` });
  expect(await seriousViolations(manager)).toEqual([]);
  await managerContext.close();
});
