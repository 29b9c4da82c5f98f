import { loadPaymentScript, type PaymentPopupConstructor } from './paymentScript';

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
