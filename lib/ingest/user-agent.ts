import { UAParser } from 'ua-parser-js';

export interface ClientDevice {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  /** `desktop`, `mobile` or `tablet`. */
  device: 'desktop' | 'mobile' | 'tablet';
}

/** Browser, OS and device class of a User-Agent header (ua-parser-js 2.0.10, AGPL-3.0: see docs/decisions/0050-ua-parser-agpl.md). */
export function parseUserAgent(userAgent: string): ClientDevice {
  const parsed = UAParser(userAgent.slice(0, 1024));
  const type = parsed.device.type;
  return {
    browser: parsed.browser.name ?? '',
    browserVersion: parsed.browser.version ?? '',
    os: parsed.os.name ?? '',
    osVersion: parsed.os.version ?? '',
    device: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  };
}
