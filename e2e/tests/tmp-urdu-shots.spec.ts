import { test, chromium } from '@playwright/test';

const BASE = 'http://127.0.0.1:8090';
const PAGES = ['/', '/order-management', '/product-catalog', '/pricing-offers', '/logistics', '/payments', '/retailer-insights', '/retailer-insights/retailers', '/team-access', '/document-center', '/support', '/notifications', '/profile', '/settings', '/search?q=urea', '/nope'];

test('urdu screenshots', async () => {
  test.setTimeout(600_000);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'اردو' }).click();
    await page.getByRole('heading', { name: 'سائن اِن' }).waitFor();
    await page.screenshot({ path: `/tmp/shots/login-${width}.png`, fullPage: true });
    await page.getByLabel('ای میل').fill('seller@demo.pk');
    await page.getByLabel('پاس ورڈ').fill('Seller@123');
    await page.getByRole('button', { name: 'سائن اِن کریں' }).click();
    await page.waitForURL(`${BASE}/`);
    await page.getByText('کل آمدنی').waitFor();
    for (const path of PAGES) {
      await page.goto(`${BASE}${path}`);
      await page.waitForTimeout(2500);
      const report = await page.evaluate(() => {
        const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
        const english: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = (n.textContent ?? '').trim();
          if (/[A-Za-z]{3,}/.test(text) && !/[\u0600-\u06FF]/.test(text)) english.push(text.slice(0, 60));
        }
        for (const el of Array.from(document.querySelectorAll('[aria-label],[placeholder],[title]'))) {
          for (const a of ['aria-label', 'placeholder', 'title']) {
            const v = el.getAttribute(a);
            if (v && /[A-Za-z]{3,}/.test(v) && !/[\u0600-\u06FF]/.test(v)) english.push(`@${a}=${v.slice(0, 50)}`);
          }
        }
        return { overflow, dir: document.documentElement.dir, english: [...new Set(english)].slice(0, 40) };
      });
      console.log(`${width} ${path} overflow=${report.overflow} dir=${report.dir} :: ${report.english.join(' | ')}`);
      await page.screenshot({ path: `/tmp/shots/${path.replace(/[/?=]/g, '_') || 'root'}-${width}.png`, fullPage: false });
    }
    await context.close();
  }
  await browser.close();
});
