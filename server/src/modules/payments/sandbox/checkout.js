/*
 * The offline sandbox's stand-in for Razorpay Standard Checkout (checkout.razorpay.com/v1/checkout.js),
 * served by the store when no Razorpay keys are configured. Same browser contract:
 *
 *   var rzp = new Razorpay({ key, amount, currency, name, description, order_id, prefill,
 *                            handler: function (r) { r.razorpay_payment_id, r.razorpay_order_id, r.razorpay_signature },
 *                            modal: { ondismiss: function () {}, escape: true }, theme: { color } });
 *   rzp.on('payment.failed', function (r) { r.error.code, r.error.description, r.error.metadata });
 *   rzp.open();
 *
 * The popup is a small modal dialog (role=dialog, aria-modal, focus kept inside, Escape cancels)
 * with the amount and three buttons: Pay, Fail, Cancel. Pay and Fail ask the store's server to
 * play the provider (POST /api/payments/sandbox/pay), which records the payment and signs it.
 * Unlike Razorpay, a failed payment closes the popup (it does not offer a retry); dismissal is
 * reported through modal.ondismiss only when the customer cancels.
 *
 * Strict-CSP safe: no inline styles or style attributes (styles are set through element.style),
 * no eval, no inline handlers.
 */
(function () {
  'use strict';

  var current = document.currentScript;
  var base = current && current.src ? current.src : window.location.href;
  var PAY_URL = new URL('/api/payments/sandbox/pay', base).toString();
  var inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  var seq = 0;

  function css(el, styles) {
    for (var k in styles) if (Object.prototype.hasOwnProperty.call(styles, k)) el.style[k] = styles[k];
    return el;
  }

  function make(tag, styles, text) {
    var el = document.createElement(tag);
    if (styles) css(el, styles);
    if (text !== undefined) el.textContent = text;
    return el;
  }

  function button(label, primary, color) {
    var b = make('button', {
      font: 'inherit',
      fontWeight: '600',
      minHeight: '44px',
      padding: '0 18px',
      borderRadius: '8px',
      cursor: 'pointer',
      border: primary ? '1px solid ' + color : '1px solid #c5cdd9',
      background: primary ? color : '#ffffff',
      color: primary ? '#ffffff' : '#1c2333',
    }, label);
    b.type = 'button';
    // A visible focus ring whatever the page's styles (no stylesheet of our own to hold :focus-visible).
    b.addEventListener('focus', function () { css(b, { outline: '3px solid #f5a623', outlineOffset: '2px' }); });
    b.addEventListener('blur', function () { css(b, { outline: 'none' }); });
    return b;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: options.key is required');
    if (!options.order_id) throw new Error('Razorpay (sandbox): options.order_id is required');
    this.options = options;
    this.handlers = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this.handlers[event] = this.handlers[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var list = this.handlers[event] || [];
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  /** Closes the popup; `dismissed` reports it through modal.ondismiss (the customer cancelled). */
  Razorpay.prototype.close = function (dismissed) {
    if (!this.overlay) return;
    document.removeEventListener('keydown', this.keydown, true);
    this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
    document.body.style.overflow = this.bodyOverflow;
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
    var modal = this.options.modal || {};
    if (dismissed === true && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    // Plain ES5 closures: the script is served as written, without a build step.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    var self = this;
    var o = this.options;
    var color = (o.theme && o.theme.color) || '#0b3d91';
    var id = 'rzp-sandbox-' + ++seq;

    var overlay = make('div', {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      background: 'rgba(16, 24, 40, 0.55)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '16px',
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    });
    var dialog = make('div', {
      background: '#ffffff',
      color: '#1c2333',
      borderRadius: '12px',
      boxShadow: '0 12px 40px rgba(16, 24, 40, 0.3)',
      width: '100%',
      maxWidth: '380px',
      padding: '24px',
      outline: 'none',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-amount');
    dialog.tabIndex = -1;

    var title = make('h2', { margin: '0 0 4px', fontSize: '1.25rem' }, o.name || 'Online payment');
    title.id = id + '-title';
    var description = make('p', { margin: '0 0 12px', color: '#4a5568' }, o.description || 'Sandbox payment');
    var amount = make('p', { margin: '0 0 12px', fontSize: '1.5rem', fontWeight: '700' }, inr.format((Number(o.amount) || 0) / 100));
    amount.id = id + '-amount';
    var note = make('p', { margin: '0 0 16px', fontSize: '0.875rem', color: '#8a5a00', background: '#fff4db', padding: '8px 10px', borderRadius: '8px' },
      'Sandbox: no real money moves. Choose what the payment does.');
    var status = make('p', { margin: '0 0 12px', minHeight: '1.25em', fontSize: '0.9rem', color: '#b3261e' });
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    var actions = make('div', { display: 'flex', gap: '8px', flexWrap: 'wrap' });
    var pay = button('Pay ' + inr.format((Number(o.amount) || 0) / 100), true, color);
    var fail = button('Fail', false);
    var cancel = button('Cancel', false);
    actions.appendChild(pay);
    actions.appendChild(fail);
    actions.appendChild(cancel);

    [title, description, amount, note, status, actions].forEach(function (el) { dialog.appendChild(el); });
    overlay.appendChild(dialog);

    var buttons = [pay, fail, cancel];
    function busy(on, text) {
      buttons.forEach(function (b) { b.disabled = on; css(b, { cursor: on ? 'progress' : 'pointer', opacity: on ? '0.7' : '1' }); });
      status.textContent = text || '';
      css(status, { color: on ? '#4a5568' : '#b3261e' });
    }

    function settle(outcome) {
      busy(true, 'Processing…');
      return fetch(PAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ order_id: o.order_id, outcome: outcome }),
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) { return { ok: res.ok, body: body }; });
      });
    }

    function unreachable() {
      busy(false, 'The payment could not be processed. Try again, or cancel.');
      pay.focus();
    }

    pay.addEventListener('click', function () {
      settle('success').then(function (r) {
        var b = r.body;
        if (!r.ok || !b.status || !b.razorpay_signature) return unreachable();
        self.close(false);
        if (typeof o.handler === 'function') {
          o.handler({ razorpay_payment_id: b.razorpay_payment_id, razorpay_order_id: b.razorpay_order_id, razorpay_signature: b.razorpay_signature });
        }
      }, unreachable);
    });

    fail.addEventListener('click', function () {
      settle('failure').then(function (r) {
        var b = r.body;
        if (!r.ok || !b.error) return unreachable();
        self.close(false);
        var e = b.error;
        self.emit('payment.failed', {
          error: {
            code: e.code,
            description: e.description,
            source: e.source,
            step: e.step,
            reason: e.reason,
            metadata: { order_id: b.razorpay_order_id, payment_id: b.razorpay_payment_id },
          },
        });
      }, unreachable);
    });

    cancel.addEventListener('click', function () { self.close(true); });

    // Focus stays in the dialog: Tab and Shift+Tab wrap around its buttons; Escape cancels.
    this.keydown = function (event) {
      if (!self.overlay) return;
      if (event.key === 'Escape') {
        var modal = o.modal || {};
        if (modal.escape !== false && !pay.disabled) {
          event.preventDefault();
          self.close(true);
        }
        return;
      }
      if (event.key !== 'Tab') return;
      var enabled = buttons.filter(function (b) { return !b.disabled; });
      if (enabled.length === 0) { event.preventDefault(); dialog.focus(); return; }
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      var active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && (active === last || !dialog.contains(active))) { event.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', this.keydown, true);
    // A click that lands outside the dialog keeps focus inside it.
    overlay.addEventListener('mousedown', function (event) { if (event.target === overlay) { event.preventDefault(); dialog.focus(); } });

    this.returnFocus = document.activeElement;
    this.bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
