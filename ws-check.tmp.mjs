import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/login', '/products', '/search']) {
  const page = await browser.newPage();
  const sockets = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('http://localhost:4620' + path);
  await page.waitForTimeout(4000);
  console.log(path, sockets);
  await page.close();
}
await browser.close();
