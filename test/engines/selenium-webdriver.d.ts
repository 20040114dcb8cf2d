/**
 * The little of selenium-webdriver (4.49, which ships no types) that the engines project's WebKit driver uses, as the
 * package documents it; anything else stays out of reach on purpose.
 */
declare module 'selenium-webdriver' {
  export class WebElement {
    click(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
  }
  export interface Rect {
    x?: number;
    y?: number;
    width?: number;
    height?: number;
  }
  export class WebDriver {
    get(url: string): Promise<void>;
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>;
    getCurrentUrl(): Promise<string>;
    /** The viewport as a base64 PNG. */
    takeScreenshot(): Promise<string>;
    getSession(): Promise<{ getId(): string }>;
    getCapabilities(): Promise<{ get(name: string): unknown }>;
    manage(): { window(): { setRect(rect: Rect): Promise<Rect> } };
    switchTo(): { activeElement(): Promise<WebElement> };
    quit(): Promise<void>;
  }
  export class Builder {
    usingServer(url: string): this;
    withCapabilities(capabilities: Record<string, unknown>): this;
    build(): Promise<WebDriver>;
  }
}
