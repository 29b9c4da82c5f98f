import fs from 'node:fs';
import path from 'node:path';
import { loadPaymentScript, NO_UPI_COLLECT, type PaymentPopupConstructor } from './paymentScript';

const scripts = (url: string) => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.getAttribute('src') === url);
const Fake = function FakeRazorpay() {} as unknown as PaymentPopupConstructor;

afterEach(() => {
  delete window.Razorpay;
  document.head.innerHTML = '';
});

describe('loadPaymentScript', () => {
  it('adds the provider script once, however many payments wait for it', async () => {
    const url = '/api/payments/sandbox/checkout.js';
    const first = loadPaymentScript(url);
    const second = loadPaymentScript(url);
    expect(scripts(url)).toHaveLength(1);
    window.Razorpay = Fake;
    scripts(url)[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Fake);
    await expect(second).resolves.toBe(Fake);
    // Loaded: later payments do not touch the page.
    await expect(loadPaymentScript(url)).resolves.toBe(Fake);
    expect(scripts(url)).toHaveLength(1);
  });

  it('forgets a failed load, so the next payment tries again', async () => {
    const url = '/api/payments/sandbox/checkout.js?v=2';
    const failed = loadPaymentScript(url);
    scripts(url)[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The payment script did not load.');
    expect(scripts(url)).toHaveLength(0);
    void loadPaymentScript(url);
    expect(scripts(url)).toHaveLength(1);
  });
});

describe('UPI Collect (retired by NPCI on 28 Feb 2026)', () => {
  it('is hidden in the options the storefront gives Razorpay Checkout; UPI by app or QR stays', () => {
    expect(NO_UPI_COLLECT.display.hide).toEqual([{ method: 'upi', flows: ['collect'] }]);
  });

  it('is not offered by the sandbox checkout: its popup asks for no UPI ID, only Pay, Fail or Cancel', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'server/src/modules/payments/sandbox/checkout.js'), 'utf8');
    // The script as the browser runs it (it finds its own URL through document.currentScript).
    new Function(source)();
    const Popup = window.Razorpay as PaymentPopupConstructor;
    new Popup({ key: 'rzp_test_sandbox', amount: 10000, currency: 'INR', order_id: 'order_SBX1', name: 'IT Wholesale', handler: () => {}, config: NO_UPI_COLLECT }).open();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(dialog.querySelectorAll('input, select, textarea')).toHaveLength(0);
    expect(dialog.textContent).not.toMatch(/UPI ID|VPA|collect/i);
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toEqual(['Pay ₹100.00', 'Fail', 'Cancel']);
    document.body.innerHTML = '';
  });
});
