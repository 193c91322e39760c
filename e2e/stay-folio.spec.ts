import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parseMail } from '../apps/server/test/support/mail-parse';
import { rightToLeftLines } from '../apps/server/test/support/pdf-text';
import { addDaysIso, todayIn } from '../packages/domain/src/dates';
import { seriousViolations } from './axe';
import { mailDir } from './data-dir';
import { call, DEMO_ADMIN, signIn } from './helpers';
import { picture } from './pictures';

const SHOTS = 'e2e/.screenshots';
const today = todayIn('Africa/Cairo', new Date());
const FRONT_DESK = { email: 'frontdesk@zamaleksuites.com', password: 'zamalek-demo' };
const MANAGER = { email: 'manager@zamaleksuites.com', password: 'zamalek-demo' };
const GUEST_EMAIL = `laila.${Date.now()}@example.com`;

/** The receipt's PDF from the mail the server wrote to the guest, once it has. */
async function mailedReceiptPdf(): Promise<Uint8Array> {
  let found: Uint8Array | undefined;
  await expect
    .poll(
      async () => {
        const dir = mailDir();
        const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
        for (const name of names) {
          const raw = fs.readFileSync(path.join(dir, name), 'utf8');
          if (!raw.includes(GUEST_EMAIL)) continue;
          const pdf = (await parseMail(raw)).attachments.find(
            (file) => file.contentType === 'application/pdf',
          );
          if (pdf) found = new Uint8Array(pdf.content);
        }
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found ?? new Uint8Array();
}

const folio = (page: Page) =>
  page.getByRole('heading', { name: 'Folio' }).locator('xpath=ancestor::*[@data-slot="card"][1]');

test("a receptionist takes a deposit in pounds before arrival, checks the guest in (it applies), posts a late check-out, takes the balance by card and checks out at zero; a manager refunds part of it, live on the desk's screen", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1024, height: 900 });
  // Tonight's guest for room 201, whose seeded guests leave today (the desk's specs before this
  // one keep the room free tonight).
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const rooms = await call<{ id: string; name: string }[]>(page, 'units.list');
  const room = rooms.find((unit) => unit.name === 'Z-201');
  if (!room) throw new Error('seeded room Z-201 missing');
  const stay = await call<{ id: string }>(page, 'reservations.walkIn', {
    unitId: room.id,
    checkIn: today,
    checkOut: addDaysIso(today, 1),
    guestName: 'Laila Mansour',
    contactPhone: '+20 100 555 0202',
    contactEmail: GUEST_EMAIL,
    // Sold by a sales agent: each night charged earns them their commission.
    source: 'Karim Adel',
  });
  await page.context().clearCookies();
  await signIn(page, FRONT_DESK.email, FRONT_DESK.password);
  await page.goto(`/reservation/${stay.id}`);
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

  // The guests arrive; the room's departing guests are checked out first (they owe nothing: their
  // nights fell before the ledger began), then the room is taken as it is.
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const occupied = page.getByRole('alertdialog', { name: 'Room Z-201 is still occupied' });
  await occupied.getByRole('button', { name: /^Check out / }).click();
  const theirBill = page.getByRole('dialog', { name: 'Check out' });
  await expect(theirBill.getByTestId('check-out-balance')).toHaveText('$0.00');
  await theirBill.getByRole('button', { name: 'Check out', exact: true }).click();
  const dirty = page.getByRole('alertdialog', { name: 'Room Z-201 is not clean yet' });
  await dirty.getByRole('button', { name: 'Check in anyway' }).click();
  await expect(dirty).toHaveCount(0);
  // The deposit is now the guest's payment.
  await expect(card.getByTestId('folio-held')).toHaveText('$0.00');
  await expect(card.getByTestId('folio-entries')).toContainText('Deposit applied');
  await expect(card.getByText('Credit', { exact: true })).toBeVisible();
  await expect(card.getByTestId('folio-balance')).toHaveText('$100.00');

  // A late check-out.
  await card.getByRole('button', { name: 'Add charge' }).click();
  const charge = page.getByRole('dialog', { name: 'Add charge' });
  await charge.getByRole('combobox', { name: 'Charge', exact: true }).selectOption('late_checkout');
  await charge.getByRole('button', { name: 'Post charge' }).click();
  await expect(charge.getByText('Please enter an amount above zero')).toBeVisible();
  await charge.getByRole('textbox', { name: 'Amount', exact: true }).fill('30');
  await charge.getByRole('button', { name: 'Post charge' }).click();
  await expect(card.getByTestId('folio-balance')).toHaveText('$70.00');
  // The desk's in-house list says it too.
  await page.goto('/admin');
  await page.getByTestId('dashboard-card-inHouse').click();
  const inHouse = page.getByRole('dialog', { name: 'In-House Stays' });
  await expect(
    inHouse
      .getByTestId('dashboard-row')
      .filter({ hasText: 'Laila Mansour' })
      .getByTestId('row-balance'),
  ).toHaveText('Credit $70.00');
  await page.goto(`/reservation/${stay.id}`);

  // Check-out: tonight's room is charged with it, and what is owed is taken by card first.
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  const bill = page.getByRole('dialog', { name: 'Check out' });
  await expect(bill.getByText('Nights charged now')).toBeVisible();
  const due = bill.getByTestId('check-out-balance');
  await expect(due).not.toHaveText('$0.00');
  const owed = (await due.textContent()) ?? '';
  await expect(bill.getByRole('button', { name: 'Check out', exact: true })).toBeDisabled();
  await expect(bill.getByRole('button', { name: 'Move to company and check out' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/check-out-bill-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 900 });
  await bill.getByRole('button', { name: 'Take payment' }).click();
  const byCard = page.getByRole('dialog', { name: 'Take payment' });
  await expect(byCard.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue(
    owed.replace(/[$,]/g, ''),
  );
  await byCard.getByRole('combobox', { name: 'Method', exact: true }).selectOption('card');
  await byCard.getByRole('button', { name: 'Record payment' }).click();
  await expect(byCard.getByText('Please enter the last four digits of the card')).toBeVisible();
  await byCard.getByRole('textbox', { name: "Card's last 4 digits", exact: true }).fill('4242');
  await byCard.getByRole('button', { name: 'Record payment' }).click();
  await expect(byCard).toHaveCount(0);
  await expect(due).toHaveText('$0.00');
  await bill.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(bill).toHaveCount(0);
  await expect(card.getByTestId('folio-balance')).toHaveText('$0.00');
  await expect(card.getByTestId('folio-entries')).toContainText('Room night');
  // The desk corrects nothing and refunds nothing: those are a manager's.
  await expect(card.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Correct/ })).toHaveCount(0);

  // The card payment's receipt, numbered by the database, with the night's and the extra's lines.
  await card
    .getByRole('button', { name: /^Receipt of Payment/ })
    .last()
    .click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-number')).toHaveText('R-000001');
  await expect(receipt).toContainText('Received from');
  await expect(receipt).toContainText('Laila Mansour');
  await expect(receipt).toContainText('Extra: Late check-out');
  await expect(receipt.getByTestId('receipt-amount')).toHaveText(owed);
  expect(await seriousViolations(page)).toEqual([]);
  // The deposit's receipt in Arabic: right to left, its words shaped by the browser.
  const folios = await call<{ entries: { journalId: string; label: string }[] }[]>(
    page,
    `folios.stay?input=${encodeURIComponent(JSON.stringify({ json: { reservationId: stay.id } }))}`,
  );
  const deposit = folios[0]?.entries.find((entry) => entry.label === 'Deposit');
  const arabic = await call<{ id: string }>(page, 'receipts.issue', {
    journalId: deposit?.journalId,
    language: 'ar',
  });
  await page.goto(`/receipt/${arabic.id}`);
  await expect(receipt).toHaveAttribute('dir', 'rtl');
  await expect(receipt.getByRole('heading', { name: 'إيصال استلام' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-number')).toHaveText('R-000002');
  await expect(receipt).toContainText('EGP 4,850.20');
  for (const width of [1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/receipt-ar-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
  // Mailed to the guest as a PDF, its Arabic shaped and read right to left.
  await page.getByRole('button', { name: 'E-mail to guest' }).click();
  await expect(page.getByText(`Receipt sent to ${GUEST_EMAIL}.`)).toBeVisible();
  const { lines } = await rightToLeftLines(await mailedReceiptPdf());
  // Read from the right: the title, then its number and the time it was issued (the clock runs on).
  expect(lines.join('\n')).toMatch(
    /^إيصال استلامرقم R-000002 · تاريخ الإصدار 02 Dec 2026, \d\d:\d\d$/m,
  );
  expect(lines.join('\n')).toContain('المبلغ المسلم EGP 4,850.20');
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/reservation/${stay.id}`);
  // The stay's invoice: its charges with each tax and fee, numbered in its own series.
  await card.getByRole('button', { name: 'Invoice of the guest' }).click();
  await expect(receipt.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-number')).toHaveText('INV-000001');
  await expect(receipt).toContainText('Billed to');
  await expect(receipt).toContainText('Extra: Late check-out');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `${SHOTS}/invoice-${width}.png`, fullPage: true });
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`/reservation/${stay.id}`);

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

  // The day's money so far, as the day close will report it.
  await manager.keyboard.press('Escape');
  await manager.goto('/day-close');
  await expect(manager.getByTestId('day-close-state')).toHaveText('Open: the postings so far.');
  const money = manager.getByRole('table', { name: 'Payments by method and currency' });
  // The pounds handed over are counted in pounds; the goodwill refund went back in dollars.
  await expect(money.getByRole('row').filter({ hasText: 'EGP 4,850.20' })).toContainText('Cash');
  await expect(money.getByRole('row').filter({ hasText: '-$10.00' })).toContainText('Cash');
  await expect(money.getByRole('row').filter({ hasText: 'Card terminal' })).toBeVisible();
  const revenue = manager.getByRole('table', { name: 'Revenue by account' });
  await expect(revenue.getByRole('row').filter({ hasText: 'Extras' })).toContainText('$30.00');
  await expect(revenue.getByRole('row').filter({ hasText: 'Rooms' })).toBeVisible();
  for (const width of [375, 1024, 1280]) {
    await manager.setViewportSize({ width, height: 900 });
    await picture(manager, { path: `${SHOTS}/day-close-${width}.png`, fullPage: true });
    expect(await seriousViolations(manager)).toEqual([]);
  }

  // The desk's cash drawer holds the pounds; the manager receives it by counting them.
  await manager.goto('/cash');
  const held = manager.getByRole('table', { name: 'Cash held at the desk' });
  const deskDrawer = held.getByRole('row').filter({ hasText: 'Sara Nabil' });
  await expect(deskDrawer).toContainText('EGP 4,850.20');
  await deskDrawer.getByRole('button', { name: 'Receive the drawer of Sara Nabil' }).click();
  const count = manager.getByRole('dialog', { name: 'Receive the drawer of Sara Nabil' });
  // An empty count is not a count of nothing.
  await count.getByRole('button', { name: 'Receive drawer' }).click();
  await expect(count.getByText('Please enter an amount of zero or more, to the cent')).toHaveCount(
    2,
  );
  await count.getByRole('textbox', { name: 'Counted dollars', exact: true }).fill('0');
  await count.getByRole('textbox', { name: 'Counted pounds', exact: true }).fill('4,800.20');
  await expect(count).toContainText('EGP 50.00 short');
  await count.getByRole('textbox', { name: 'Counted pounds', exact: true }).fill('4,850.20');
  await expect(count).toContainText('even');
  await picture(manager, { path: `${SHOTS}/cash-receive.png` });
  expect(await seriousViolations(manager)).toEqual([]);
  await count.getByRole('button', { name: 'Receive drawer' }).click();
  await expect(count).toHaveCount(0);
  const handOvers = manager.getByRole('table', { name: 'Hand-overs' });
  await expect(handOvers.getByRole('row').filter({ hasText: 'Sara Nabil' })).toContainText(
    'Omar Khaled',
  );
  const download = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Export Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^cash-hand-overs-.*\.xlsx$/);
  for (const width of [375, 1024, 1280]) {
    await manager.setViewportSize({ width, height: 900 });
    await picture(manager, { path: `${SHOTS}/cash-${width}.png`, fullPage: true });
    expect(await seriousViolations(manager)).toEqual([]);
  }

  // The night charged at check-out earned the sales agent their commission; the manager pays it.
  await manager.setViewportSize({ width: 1280, height: 900 });
  await manager.goto('/commissions');
  const commissions = manager.getByRole('table', { name: 'Owed to sales sources' });
  const karim = commissions.getByRole('row').filter({ hasText: 'Karim Adel' });
  await expect(karim.getByTestId('commission-owed')).toHaveText(/^\$\d+\.\d\d$/);
  await karim.getByRole('button', { name: 'Pay Karim Adel' }).click();
  const pay = manager.getByRole('dialog', { name: 'Pay Karim Adel' });
  await pay.getByRole('button', { name: 'Record payout' }).click();
  await expect(pay.getByText('Please enter the transfer reference')).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await pay.getByRole('textbox', { name: 'Reference', exact: true }).fill('TRX-2201');
  await pay.getByRole('button', { name: 'Record payout' }).click();
  await expect(pay).toHaveCount(0);
  await expect(karim.getByTestId('commission-owed')).toHaveText('$0.00');
  const paid = manager.getByRole('table', { name: 'Payouts' }).getByRole('row');
  await expect(paid.filter({ hasText: 'Karim Adel' })).toContainText(
    'Bank transfer · ref. TRX-2201',
  );
  await expect(paid.filter({ hasText: 'Karim Adel' })).toContainText('Omar Khaled');
  for (const width of [375, 1024, 1280]) {
    await manager.setViewportSize({ width, height: 900 });
    await picture(manager, { path: `${SHOTS}/commissions-${width}.png`, fullPage: true });
    expect(await seriousViolations(manager)).toEqual([]);
  }
  await managerContext.close();
});
