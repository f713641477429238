import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { PNG } from 'pngjs';
import { Builder, By, error as errors, Origin, type WebDriver } from 'selenium-webdriver';

/** The three engines the cross-engine suite drives. */
export type EngineId = 'chromium' | 'firefox' | 'webkit';

/** Variants of an engine a check may need: page scripts off, or reduced motion asked for. */
export interface SessionOptions {
  /** Page scripts do not run (the no-JavaScript form posts). */
  javaScript?: boolean;
  /** The visitor asked for reduced motion. */
  reducedMotion?: boolean;
}

/**
 * What a check can do in a browser, the same in every engine: WebDriver classic can do all of
 * it, so nothing here leans on a protocol only one engine speaks.
 */
export interface Driver {
  readonly engine: EngineId;
  setViewport(width: number, height: number): Promise<void>;
  /** Navigates and waits for the load event. */
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the top document (it is serialised: no closures) and returns its result. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** A real click on the element `selector` matches, optionally inside the iframe `frame` matches. */
  click(selector: string, frame?: string): Promise<void>;
  /** Types `value` into an empty text field. */
  fill(selector: string, value: string): Promise<void>;
  /** Chooses the option with `value` in a select. */
  select(selector: string, value: string): Promise<void>;
  /** Presses Escape in the focused element. */
  pressEscape(): Promise<void>;
  /** A PNG of the whole page. */
  screenshot(): Promise<Buffer>;
  /** Console errors, uncaught errors and CSP violations since the last call, in any frame. */
  takeProblems(): Promise<string[]>;
  /** Waits for a window the page opened; returns its address and text, and closes it. */
  takePopup(timeoutMs: number): Promise<{ url: string; text: string }>;
  /** A fresh profile: no cookies, no storage. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface EngineSession {
  driver: Driver;
  version: string;
}

/** Records CSP violations of every frame as console errors, where the console is watched. */
const cspToConsole = () => {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `[csp] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}${event.sample ? `: ${event.sample}` : ''}`,
    );
  });
};

/** A Playwright page: Chromium with the project's Playwright, Firefox over WebDriver BiDi. */
class PlaywrightDriver implements Driver {
  private context!: BrowserContext;
  private page!: Page;
  private problems: string[] = [];
  private viewport = { width: 1280, height: 800 };

  readonly engine: EngineId;
  private readonly browser: Browser;
  private readonly options: SessionOptions;

  constructor(engine: EngineId, browser: Browser, options: SessionOptions) {
    this.engine = engine;
    this.browser = browser;
    this.options = options;
  }

  async start(): Promise<void> {
    this.context = await this.browser.newContext({
      viewport: this.viewport,
      ...(this.engine === 'chromium'
        ? {
            javaScriptEnabled: this.options.javaScript !== false,
            reducedMotion: this.options.reducedMotion ? 'reduce' : 'no-preference',
          }
        : {}),
    });
    if (this.options.javaScript !== false) await this.context.addInitScript(cspToConsole);
    this.page = await this.context.newPage();
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console: ${message.text()}`);
    });
    this.page.on('pageerror', (error) => this.problems.push(`pageerror: ${error.message}`));
  }

  async setViewport(width: number, height: number) {
    this.viewport = { width, height };
    await this.page.setViewportSize(this.viewport);
  }
  async open(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  async evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    return (await this.page.evaluate(
      ([source, values]) => {
        // biome-ignore lint/security/noGlobalEval: the function is the test's own source
        const run = globalThis.eval(`(${source})`) as (...a: unknown[]) => unknown;
        return run(...values);
      },
      [fn.toString(), args] as const,
    )) as T;
  }
  private locate(selector: string, frame?: string) {
    return frame
      ? this.page.frameLocator(frame).locator(selector).first()
      : this.page.locator(selector).first();
  }
  async click(selector: string, frame?: string) {
    const target = this.locate(selector, frame);
    if (this.engine === 'chromium') {
      await target.click();
      return;
    }
    // Playwright's actionability checks over BiDi misjudge elements in a fixed iframe (and need
    // page scripts): Firefox gets a real mouse click at the element's centre instead.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const point = await this.page.evaluate(
      ([css, frameCss]) => {
        const frameElement = frameCss ? document.querySelector(frameCss) : null;
        const root = frameElement ? (frameElement as HTMLIFrameElement).contentDocument : document;
        const box = root?.querySelector(css)?.getBoundingClientRect();
        const offset = frameElement?.getBoundingClientRect() ?? { x: 0, y: 0 };
        return box
          ? { x: offset.x + box.x + box.width / 2, y: offset.y + box.y + box.height / 2 }
          : null;
      },
      [selector, frame ?? null] as const,
    );
    if (!point) throw new Error(`${selector} is not in the page`);
    await this.page.mouse.click(point.x, point.y);
  }
  async fill(selector: string, value: string) {
    await this.locate(selector).pressSequentially(value);
  }
  async select(selector: string, value: string) {
    const target = this.locate(selector);
    if (this.engine === 'chromium' || this.options.javaScript !== false) {
      await target.selectOption(value);
      return;
    }
    // Firefox with page scripts off: Playwright cannot drive the select; the value is set
    // directly (what the native post sends is the point of that check).
    await target.evaluate((element: HTMLSelectElement, chosen) => {
      element.value = chosen;
    }, value);
  }
  async pressEscape() {
    await this.page.keyboard.press('Escape');
  }
  async screenshot() {
    return this.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  }
  async takeProblems() {
    return this.problems.splice(0);
  }
  async takePopup(timeoutMs: number) {
    const popup =
      this.context.pages().find((page) => page !== this.page) ??
      (await this.context.waitForEvent('page', { timeout: timeoutMs }));
    await popup.waitForLoadState('load');
    const result = { url: popup.url(), text: (await popup.locator('body').textContent()) ?? '' };
    await popup.close();
    return result;
  }
  async reset() {
    await this.context.close();
    this.problems = [];
    await this.start();
  }
  async close() {
    await this.context.close();
  }
}

/** Chromium (Debian's) through the project's Playwright. */
export async function launchChromium(options: SessionOptions = {}): Promise<EngineSession> {
  const { chromium } = await import('playwright');
  const { CHROMIUM_ARGS, findChromium } = await import('../../scripts/chromium.mjs');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const driver = new PlaywrightDriver('chromium', browser, options);
  await driver.start();
  return { driver: withClose(driver, () => browser.close()), version: browser.version() };
}

/**
 * Debian's Firefox ESR over WebDriver BiDi. Playwright 1.65 asks Firefox for an emulation command
 * ESR 153 does not know, so this engine is driven by a separately pinned playwright-core 1.64.1.
 * BiDi has no switch for page scripts or reduced motion: those are Firefox preferences.
 */
export async function launchFirefox(options: SessionOptions = {}): Promise<EngineSession> {
  const { firefox } = await import('playwright-core-firefox');
  const browser = await firefox.launch({
    channel: 'moz-firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    firefoxUserPrefs: {
      'ui.prefersReducedMotion': options.reducedMotion ? 1 : 0,
      ...(options.javaScript === false ? { 'javascript.enabled': false } : {}),
    },
  });
  const driver = new PlaywrightDriver('firefox', browser as unknown as Browser, options);
  await driver.start();
  return { driver: withClose(driver, () => browser.close()), version: browser.version() };
}

function withClose(driver: Driver, after: () => Promise<void>): Driver {
  const close = driver.close.bind(driver);
  driver.close = async () => {
    await close().catch(() => {});
    await after();
  };
  return driver;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`);
}

/** A virtual X display for MiniBrowser (WebKitGTK draws through GTK). */
export async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  for (let number = 90 + Math.floor(Math.random() * 300); ; number += 1) {
    const display = `:${number}`;
    const xvfb = spawn('Xvfb', [display, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    const alive = await new Promise<boolean>((resolve) => {
      xvfb.once('exit', () => resolve(false));
      setTimeout(() => resolve(true), 700);
    });
    if (alive) return { display, stop: () => xvfb.kill() };
  }
}

const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic) on an Xvfb display.
 * Full screen, so the window holds only the page and the viewport is exactly the size set.
 * Reduced motion is GTK's own setting (gtk-enable-animations) in a settings file of its own;
 * page scripts are switched off with the WebKit setting that runs scripts in markup, so
 * WebDriver can still read the page.
 */
export async function launchWebKit(
  display: string,
  probe: { takeProblems: () => string[] },
  options: SessionOptions = {},
  workDir = path.resolve('test-results/engines'),
): Promise<EngineSession> {
  const config = path.join(workDir, `gtk-${await freePort()}`);
  mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    path.join(config, 'gtk-3.0/settings.ini'),
    `[Settings]\ngtk-enable-animations=${options.reducedMotion ? 'false' : 'true'}\n`,
  );
  const args = ['--automation', '--full-screen'];
  if (options.javaScript === false) args.push('--enable-javascript-markup=false');
  const start = () => startWebKitServer(display, config, args);
  const server = await start();
  const session = await server.connect();
  const capabilities = await session.getCapabilities();
  const driver = new WebKitDriver(server, session, start, probe);
  await driver.setViewport(1280, 800);
  return { driver, version: String(capabilities.get('browserVersion')) };
}

/** A WebKitWebDriver process, and the MiniBrowser sessions it starts. */
interface WebKitServer {
  connect(): Promise<WebDriver>;
  /** Ends the driver and every browser it started. */
  stop(): void;
}

async function startWebKitServer(
  display: string,
  config: string,
  args: string[],
): Promise<WebKitServer> {
  const port = await freePort();
  // A process group of its own, so that stopping it also ends the browsers it started.
  const webDriver: ChildProcess = spawn(
    process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver',
    [`--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: config,
        WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
      },
    },
  );
  await waitForPort(port, 10_000);
  return {
    connect: () =>
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args },
          // A page that never finishes loading fails its check with a clear error, in time.
          timeouts: { pageLoad: 30_000, script: 30_000 },
        })
        .build(),
    stop: () => {
      try {
        if (webDriver.pid) process.kill(-webDriver.pid, 'SIGKILL');
      } catch {}
    },
  };
}

export class TimeoutError extends Error {}

/** The value, or a TimeoutError naming `what` when it has not come within `ms`. */
export function withTimeout<T>(pending: PromiseLike<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(pending).finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError(`${what} took over ${ms / 1000} s`)), ms);
    }),
  ]);
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;

  private viewport = { width: 1280, height: 800 };

  private server: WebKitServer;
  private session: WebDriver;
  private readonly restart: () => Promise<WebKitServer>;
  private readonly probe: { takeProblems: () => string[] };

  constructor(
    server: WebKitServer,
    session: WebDriver,
    restart: () => Promise<WebKitServer>,
    probe: { takeProblems: () => string[] },
  ) {
    this.server = server;
    this.session = session;
    this.restart = restart;
    this.probe = probe;
  }

  async setViewport(width: number, height: number) {
    this.viewport = { width, height };
    let inner: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await this.session.manage().window().setRect({ width, height, x: 0, y: 0 });
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      inner = await this.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (inner[0] === width) return;
      // Growing back from a narrow window is sometimes refused: back to full screen first.
      await this.session
        .manage()
        .window()
        .fullscreen()
        .catch(() => {});
    }
    throw new Error(`WebKit viewport is ${inner.join('×')}, not ${width}`);
  }
  async open(url: string) {
    await this.session.get(url);
  }
  async reload() {
    await this.session.navigate().refresh();
  }
  async url() {
    return this.session.getCurrentUrl();
  }
  async evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    return (await this.session.executeScript(
      `return (${fn.toString()}).apply(null, arguments)`,
      ...args,
    )) as T;
  }
  async click(selector: string, frame?: string) {
    if (!frame) {
      await this.session.findElement(By.css(selector)).click();
      return;
    }
    // WebKitWebDriver does not find elements in the frames the Buy Button writes itself
    // (no document of their own to load): a real pointer click at the element's centre.
    const locate = () =>
      this.evaluate(
        (css: string, frameCss: string) => {
          const frameElement = document.querySelector<HTMLIFrameElement>(frameCss);
          const element = frameElement?.contentDocument?.querySelector(css);
          if (!frameElement || !element) return null;
          element.scrollIntoView({ block: 'center' });
          // A frame as tall as its content (the product grid) does not scroll itself: bring
          // the element's centre into the page's viewport, or the pointer cannot reach it.
          const centre = () =>
            frameElement.getBoundingClientRect().y +
            element.getBoundingClientRect().y +
            element.getBoundingClientRect().height / 2;
          if (centre() < 0 || centre() > window.innerHeight) {
            window.scrollBy(0, centre() - window.innerHeight / 2);
          }
          const box = element.getBoundingClientRect();
          const offset = frameElement.getBoundingClientRect();
          return {
            x: Math.round(offset.x + box.x + box.width / 2),
            y: Math.round(offset.y + box.y + box.height / 2),
          };
        },
        selector,
        frame,
      );
    // A frame that slides in (the cart) is clicked once it has come to rest.
    const restingPoint = async () => {
      let point = await locate();
      for (let reading = 0; reading < 20; reading += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        const next = await locate();
        if (next && point && next.x === point.x && next.y === point.y) break;
        point = next;
      }
      if (!point) throw new Error(`${selector} is not in ${frame}`);
      return point;
    };
    // The page can still move under the pointer (a grid drawing its products one per task
    // grows its frame): a target that left the viewport is located again.
    for (let attempt = 1; ; attempt += 1) {
      const point = await restingPoint();
      try {
        await this.session
          .actions()
          .move({ x: point.x, y: point.y, origin: Origin.VIEWPORT })
          .click()
          .perform();
        return;
      } catch (error) {
        if (attempt >= 3 || !(error instanceof errors.MoveTargetOutOfBoundsError)) throw error;
      }
    }
  }
  async fill(selector: string, value: string) {
    await this.session.findElement(By.css(selector)).sendKeys(value);
  }
  async select(selector: string, value: string) {
    const option = await this.session.findElement(
      By.css(`${selector} option[value="${value.replaceAll('"', '\\"')}"]`),
    );
    await option.click();
  }
  async pressEscape() {
    await this.session.actions().sendKeys('\uE00C').perform();
  }
  /**
   * WebKitWebDriver's pictures stop at the viewport, even of the root element: the page is
   * shot a viewport at a time and the parts laid end to end. The sticky header is held in the
   * flow for it (at the top of the page the two look the same), and the page scrolls without
   * its bar (WebKit fades one in after every scroll; a script still scrolls the page).
   */
  async screenshot() {
    const height = await this.evaluate(() => {
      document.querySelector<HTMLElement>('.zc-header')?.style.setProperty('position', 'relative');
      document.documentElement.style.setProperty('overflow', 'hidden');
      return document.documentElement.scrollHeight;
    });
    const parts: { top: number; png: PNG }[] = [];
    for (let top = 0; ; ) {
      const scrolled = await this.evaluate(async (y: number) => {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY;
      }, top);
      const png = PNG.sync.read(Buffer.from(await this.session.takeScreenshot(), 'base64'));
      parts.push({ top: scrolled, png });
      if (scrolled + png.height >= height || scrolled < top) break;
      top = scrolled + png.height;
    }
    await this.evaluate(() => {
      window.scrollTo(0, 0);
      document.querySelector<HTMLElement>('.zc-header')?.style.removeProperty('position');
      document.documentElement.style.removeProperty('overflow');
    });
    const width = parts[0]?.png.width ?? 0;
    const page = new PNG({ width, height });
    for (const { top, png } of parts) {
      const rows = Math.min(png.height, height - top);
      PNG.bitblt(png, page, 0, 0, Math.min(width, png.width), rows, 0, top);
    }
    return PNG.sync.write(page);
  }
  async takeProblems() {
    return this.probe.takeProblems();
  }
  async takePopup(timeoutMs: number) {
    const main = await this.session.getWindowHandle();
    const deadline = Date.now() + timeoutMs;
    let other: string | undefined;
    while (!other && Date.now() < deadline) {
      other = (await this.session.getAllWindowHandles()).find((handle) => handle !== main);
      if (!other) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!other) throw new Error('no window was opened');
    await this.session.switchTo().window(other);
    try {
      const ready = Date.now() + timeoutMs;
      while (Date.now() < ready) {
        const state = await this.session.executeScript('return document.readyState');
        if (state === 'complete') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = await this.session.getCurrentUrl();
      const text = String(await this.session.executeScript('return document.body.textContent'));
      await this.session.close();
      return { url, text };
    } finally {
      await this.session.switchTo().window(main);
    }
  }
  /** A new MiniBrowser (a second or so): the only way to empty every origin's storage. */
  async reset() {
    // A new session is a new browser with empty storage. Now and then WebKitWebDriver never
    // answers the quit or the new session: it is then replaced, browsers and all.
    const quit = await withTimeout(this.session.quit(), 15_000, 'quit').then(
      () => true,
      (error) => !(error instanceof TimeoutError),
    );
    let session = quit
      ? await withTimeout(this.server.connect(), 30_000, 'a new session').catch((error) => {
          if (error instanceof TimeoutError) return undefined;
          throw error;
        })
      : undefined;
    if (!session) {
      console.error(`WebKitWebDriver did not ${quit ? 'start a session' : 'quit'}: replaced it.`);
      this.server.stop();
      this.server = await this.restart();
      session = await this.server.connect();
    }
    this.session = session;
    await this.setViewport(this.viewport.width, this.viewport.height);
    this.probe.takeProblems();
  }
  async close() {
    await withTimeout(this.session.quit(), 15_000, 'quit').catch(() => {});
    this.server.stop();
  }
}
