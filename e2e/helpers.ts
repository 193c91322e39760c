import { expect, type Page } from '@playwright/test';

/** Seeded on a fresh DATA_DIR by the server (packages/db seed data). */
export const DEMO_ADMIN = {
  email: 'admin@zamaleksuites.com',
  password: 'zamalek-demo',
  fullName: 'Amina Farouk',
};

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
