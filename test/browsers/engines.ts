// One way to drive a page in Firefox ESR and WebKitGTK, so each spec is written once and
// run per engine. Firefox: puppeteer-core over WebDriver BiDi, which a stock Firefox speaks
// (no geckodriver; Playwright 1.65's Firefox wants Firefox 159). WebKit: selenium-webdriver
// against Debian's WebKitWebDriver (classic WebDriver; it has no BiDi yet) and MiniBrowser.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findInPage, type Target } from './find';

export type EngineName = 'firefox' | 'webkit';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const base = process.env.BROWSERS_BASE_URL ?? 'http://127.0.0.1:4173';
const WAIT_MS = 20_000;

type SpecialKey = 'Tab' | 'Enter' | 'Space' | 'ArrowDown' | 'Escape' | 'Backspace';
export interface Tab {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. */
  run<T>(expression: string): Promise<T>;
  /** Waits until the expression is truthy in the page. */
  until(expression: string, what: string, timeoutMs?: number): Promise<void>;
  waitFor(target: Target, timeoutMs?: number): Promise<void>;
  click(target: Target): Promise<void>;
  /** Types into a field, replacing what it held, as a person would. */
  fill(target: Target, value: string): Promise<void>;
  /** Chooses a <select>'s option by value. */
  select(target: Target, value: string): Promise<void>;
  press(key: SpecialKey): Promise<void>;
  /** Types text into whatever has focus. */
  type(text: string): Promise<void>;
  text(target: Target): Promise<string>;
  setWidth(width: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** One element (WebKit: the whole page, which holds it). */
  screenshotOf(target: Target, file: string): Promise<void>;
  /** console.error and uncaught errors seen so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

const finder = (t: Target) => `(${findInPage.toString()})(${JSON.stringify(t)})`;
const describe = (t: Target) =>
  `${t.role} "${t.name ?? ''}"${t.within ? ` in ${t.within.role} "${t.within.name}"` : ''}`;

async function poll<T>(
  what: string,
  timeoutMs: number,
  get: () => Promise<T | undefined>,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const value = await get().catch((error: unknown) => {
      lastError = error;
      return undefined;
    });
    if (value) return value;
    if (Date.now() > end) {
      // The driver's last refusal says why ("not interactable", "click intercepted by …").
      const why = lastError instanceof Error ? lastError.message : JSON.stringify(lastError);
      throw new Error(`Timed out waiting for ${what}${lastError ? `: ${why.slice(0, 500)}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Errors after load in WebKit (classic WebDriver cannot listen to the console): kept in the page.
const HOOK = `(() => {
  if (window.__errors) return;
  window.__errors = [];
  const keep = (m) => window.__errors.push(String(m));
  const error = console.error.bind(console);
  console.error = (...a) => { keep(a.join(' ')); error(...a); };
  addEventListener('error', (e) => keep(e.message));
  addEventListener('unhandledrejection', (e) => keep(e.reason));
})()`;

class FirefoxTab implements Tab {
  readonly engine = 'firefox' as const;
  private readonly seen: string[] = [];
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.seen.push(m.text());
    });
    page.on('pageerror', (e) => this.seen.push(String(e)));
    // "Leave the page?" while a job sends: the person reloading says yes.
    page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  }
  static async open(): Promise<Tab> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // The network here is closed: no update checks, telemetry or remote settings.
      extraPrefsFirefox: {
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'toolkit.telemetry.enabled': false,
        'network.captive-portal-service.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'services.settings.server': 'http://127.0.0.1:9/',
      },
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    return new FirefoxTab(browser, page);
  }
  async goto(path: string) {
    await this.page.goto(new URL(path, base).href);
  }
  async reload() {
    await this.page.reload();
  }
  run<T>(expression: string) {
    return this.page.evaluate(expression) as Promise<T>;
  }
  async until(expression: string, what: string, timeoutMs = WAIT_MS) {
    await poll(what, timeoutMs, () => this.run<boolean>(`!!(${expression})`));
  }
  private element(t: Target, timeoutMs = WAIT_MS) {
    return poll(describe(t), timeoutMs, async () => {
      const handle = await this.page.evaluateHandle(finder(t));
      const el = handle.asElement() as ElementHandle | null;
      if (!el) await handle.dispose();
      return el ?? undefined;
    });
  }
  async waitFor(t: Target, timeoutMs?: number) {
    await (await this.element(t, timeoutMs)).dispose();
  }
  async click(t: Target) {
    await (await this.element(t)).click();
  }
  async fill(t: Target, value: string) {
    const el = await this.element(t);
    await el.click();
    await el.evaluate((e) => {
      (e as HTMLInputElement).select();
    });
    if (value === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(value);
  }
  async select(t: Target, value: string) {
    await (await this.element(t)).select(value);
  }
  async press(key: SpecialKey) {
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async text(t: Target) {
    return (await this.element(t)).evaluate((e) => e.textContent);
  }
  async setWidth(width: number) {
    await this.page.setViewport({ width, height: 800 });
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file, fullPage: true });
  }
  async screenshotOf(t: Target, file: string) {
    const el = await this.element(t);
    await el.screenshot({ path: file });
    await el.dispose();
  }
  errors() {
    return Promise.resolve([...this.seen]);
  }
  async close() {
    await this.browser.close();
  }
}

const SELENIUM_KEYS: Record<SpecialKey, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Space: Key.SPACE,
  ArrowDown: Key.ARROW_DOWN,
  Escape: Key.ESCAPE,
  Backspace: Key.BACK_SPACE,
};

const SESSION_MS = 20_000;
const SESSION_TRIES = 3;

class WebKitTab implements Tab {
  readonly engine = 'webkit' as const;
  constructor(private readonly driver: WebDriver) {}
  /**
   * A new session takes about a second; now and then (a loaded machine) WebKitWebDriver never
   * answers the request. That is the harness, not the console under test: such a request is
   * given up after SESSION_MS (its session closed if it comes late) and asked again.
   */
  static async open(driverUrl: string): Promise<Tab> {
    for (let attempt = 1; ; attempt++) {
      const building = new Builder()
        .usingServer(driverUrl)
        .withCapabilities({
          browserName: 'MiniBrowser',
          // "Leave the page?" while a job sends: the person reloading says yes.
          unhandledPromptBehavior: 'accept',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      const driver = await Promise.race([
        Promise.resolve(building),
        new Promise<undefined>((resolve) => setTimeout(resolve, SESSION_MS)),
      ]);
      if (driver) {
        await driver.manage().window().setRect({ width: 1280, height: 800 });
        return new WebKitTab(driver);
      }
      void Promise.resolve(building)
        .then((late) => late.quit())
        .catch(() => undefined);
      if (attempt === SESSION_TRIES)
        throw new Error(
          `WebKitWebDriver opened no session in ${String(SESSION_TRIES)} tries of ${String(SESSION_MS / 1000)} s each (is the machine overloaded, or MiniBrowser missing? sudo apt-get install -y webkit2gtk-driver)`,
        );
    }
  }
  async goto(path: string) {
    await this.driver.get(new URL(path, base).href);
    await this.run(HOOK);
  }
  async reload() {
    await this.driver.navigate().refresh();
    await this.run(HOOK);
  }
  run<T>(expression: string) {
    return this.driver.executeScript<T>(`return (${expression})`);
  }
  async until(expression: string, what: string, timeoutMs = WAIT_MS) {
    await poll(what, timeoutMs, () => this.run<boolean>(`!!(${expression})`));
  }
  private element(t: Target, timeoutMs = WAIT_MS) {
    return poll(describe(t), timeoutMs, () =>
      this.driver
        .executeScript<WebElement | null>(`return ${finder(t)}`)
        .then((e) => e ?? undefined),
    );
  }
  async waitFor(t: Target, timeoutMs?: number) {
    await this.element(t, timeoutMs);
  }
  /**
   * WebKitGTK's driver calls an element "not interactable" while a page just reloaded is
   * still laying out (seen on the header's links): the click waits until it takes one.
   */
  async click(t: Target) {
    // Found again on each try: the page may have drawn it anew meanwhile.
    await poll(`${describe(t)} to take a click`, WAIT_MS, async () => {
      await (await this.element(t)).click();
      return true;
    });
  }
  async fill(t: Target, value: string) {
    const el = await this.element(t);
    await el.click();
    await this.driver.executeScript('arguments[0].select()', el);
    await el.sendKeys(value === '' ? Key.BACK_SPACE : value);
  }
  async select(t: Target, value: string) {
    const el = await this.element(t);
    const option = await this.driver.executeScript<WebElement>(
      'return [...arguments[0].options].find((o) => o.value === arguments[1])',
      el,
      value,
    );
    await option.click();
  }
  async press(key: SpecialKey) {
    await this.driver.actions().sendKeys(SELENIUM_KEYS[key]).perform();
  }
  async type(text: string) {
    await this.driver.actions().sendKeys(text).perform();
  }
  async text(t: Target) {
    return this.driver.executeScript<string>(
      'return arguments[0].textContent',
      await this.element(t),
    );
  }
  async setWidth(width: number) {
    await this.driver.manage().window().setRect({ width, height: 800 });
    // MiniBrowser's window is never narrower than 447 px: below that, the page is zoomed
    // so that it lays out in `width` CSS px (the app's narrow breakpoints, 480 px and up,
    // already hold at 447 px).
    await this.run(`(() => {
      const root = document.documentElement;
      root.style.zoom = '';
      if (innerWidth > ${String(width)}) root.style.zoom = String(innerWidth / ${String(width)});
    })()`);
  }
  /** The whole page: WebDriver shoots the viewport only, so the window grows to the page's height for it. */
  async screenshot(file: string) {
    const { width, height } = await this.driver.manage().window().getRect();
    const pageHeight = await this.run<number>(`(() => {
      const root = document.documentElement;
      const zoom = Number(root.style.zoom) || 1;
      return Math.ceil(root.getBoundingClientRect().height * zoom) + (outerHeight - innerHeight);
    })()`);
    await this.driver
      .manage()
      .window()
      .setRect({ width, height: Math.min(Math.max(height, pageHeight), 6000) });
    writeFileSync(file, await this.driver.takeScreenshot(), 'base64');
    await this.driver.manage().window().setRect({ width, height });
  }
  async screenshotOf(t: Target, file: string) {
    const el = await this.element(t);
    await this.driver.executeScript('arguments[0].scrollIntoView()', el);
    await this.screenshot(file);
  }
  errors() {
    return this.run<string[]>('window.__errors ?? []');
  }
  async close() {
    await this.driver.quit();
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });

/** Opens tabs in one engine; WebKit's driver process lives as long as the engine. */
export async function startEngine(name: EngineName) {
  if (name === 'firefox') return { open: () => FirefoxTab.open(), stop: () => Promise.resolve() };
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await poll('WebKitWebDriver', 10_000, () =>
    fetch(`${url}/status`).then((r) => r.ok || undefined),
  );
  return {
    open: () => WebKitTab.open(url),
    stop: () => {
      driver.kill();
      return Promise.resolve();
    },
  };
}
