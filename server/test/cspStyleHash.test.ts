/**
 * @jest-environment jsdom
 */
// The Content-Security-Policy allows exactly one inline stylesheet by its hash: the one
// react-toastify injects when the storefront's first toast container mounts. This renders the
// container, hashes what it injected and compares.
import { createHash } from 'node:crypto';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from '@jest/globals';
import { TOASTIFY_STYLE_HASH } from '../src/lib/securityHeaders';

describe('the CSP style hash', () => {
  it("matches the stylesheet react-toastify injects (update TOASTIFY_STYLE_HASH when it fails)", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(ToastContainer)));
    const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '');
    expect(styles).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(styles[0], 'utf8').digest('base64')}'`;
    expect(hash).toBe(TOASTIFY_STYLE_HASH);
    act(() => root.unmount());
  });
});
