/**
 * The pre-rendered landing's only script (`/` and `/ar`): the page's text, links and quick search
 * are HTML that works without it, so a first visit downloads neither React nor the router. It adds
 * what the React landing does: signed-in staff go to the back office, the quick search's dates
 * start at the property's today and keep check-out after check-in, Search leaves out empty
 * fields, and the header's menu opens and closes. Links lead to pages that load the app.
 */
import {
  DEFAULT_GUESTS,
  earliestCheckOut,
  quickSearchTarget,
  withCheckIn,
} from '@/features/booking/search-params';
import { isSignedInAnswer, todayOfAnswer } from '@/lib/probe-answers';

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return response.ok ? response.json() : null;
}

function redirectSignedInStaff() {
  getJson('/trpc/auth.session')
    .then((body) => {
      if (isSignedInAnswer(body)) window.location.replace('/admin');
    })
    .catch(() => {
      // Offline: the landing page simply stays.
    });
}

function enhanceQuickSearch(form: HTMLFormElement) {
  const checkIn = form.elements.namedItem('checkIn');
  const checkOut = form.elements.namedItem('checkOut');
  const guests = form.elements.namedItem('guests');
  if (!(checkIn instanceof HTMLInputElement) || !(checkOut instanceof HTMLInputElement)) return;
  if (!(guests instanceof HTMLSelectElement)) return;
  let today: string | undefined;

  const setMinimums = () => {
    if (today === undefined) return;
    checkIn.min = today;
    checkOut.min = earliestCheckOut(checkIn.value, today);
  };
  const current = () => ({
    checkIn: checkIn.value,
    checkOut: checkOut.value,
    guests: Number(guests.value) || DEFAULT_GUESTS,
  });

  checkIn.addEventListener('change', () => {
    checkOut.value = withCheckIn(current(), checkIn.value).checkOut;
    setMinimums();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = quickSearchTarget(current(), today);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(target)) {
      if (value !== undefined) search.set(key, String(value));
    }
    window.location.assign(`${form.action}?${search}`);
  });
  getJson('/trpc/public.today')
    .then((body) => {
      today = todayOfAnswer(body);
      setMinimums();
    })
    .catch(() => {
      // Offline: no minimum date; the wizard validates the dates.
    });
}

function enhanceMenu(toggle: HTMLButtonElement, menu: HTMLElement) {
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute('aria-label', label);
    menu.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden !== false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.hidden === false) setOpen(false);
  });
}

redirectSignedInStaff();
const form = document.querySelector<HTMLFormElement>('form[data-quick-search]');
if (form) enhanceQuickSearch(form);
const menu = document.getElementById('public-menu');
const toggle = document.querySelector<HTMLButtonElement>('button[aria-controls="public-menu"]');
if (menu && toggle) enhanceMenu(toggle, menu);
