import { UAParser } from 'ua-parser-js';

export interface ClientDevice {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
  /** `desktop`, `mobile` or `tablet`. */
  device: 'desktop' | 'mobile' | 'tablet';
}

/** User agents parsed lately: a visitor's every page load (start, flags) sends the same one, and parsing costs. */
const PARSED = new Map<string, ClientDevice>();
const PARSED_MAX = 2_000;

/** Browser, OS and device class of a User-Agent header (ua-parser-js 2.0.10, AGPL-3.0: see docs/decisions/0050-ua-parser-agpl.md). */
export function parseUserAgent(userAgent: string): ClientDevice {
  const key = userAgent.slice(0, 1024);
  const known = PARSED.get(key);
  if (known) return known;
  const device = parse(key);
  if (PARSED.size >= PARSED_MAX) PARSED.clear();
  PARSED.set(key, device);
  return device;
}

function parse(userAgent: string): ClientDevice {
  const parsed = UAParser(userAgent);
  const type = parsed.device.type;
  return {
    browser: parsed.browser.name ?? '',
    browserVersion: parsed.browser.version ?? '',
    os: parsed.os.name ?? '',
    osVersion: parsed.os.version ?? '',
    device: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  };
}
