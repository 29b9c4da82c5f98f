import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp } from './helper';
it('scratch', async () => {
  const t = await buildTestApp();
  const reg = { gstno: '27aapfu0939f1zv', pan_number: 'aapfu0939f', company_name: 'Acme', type_of_company: 'Pvt', no_of_employee: '1-100', first_name: 'A', last_name: 'B', phone: '9876543210', email: 'A@x.com', password: 'password1',
    s_address_line1: 'L1', s_city: 'Pune', s_state: 'Maharashtra', s_pincode: '411001', s_country: 'India',
    b_address_line1: 'L1', b_city: 'Pune', b_state: 'Maharashtra', b_pincode: '411001', b_country: 'India' };
  let r = await t.app.inject({ method: 'POST', url: '/api/customer-register', payload: reg });
  console.log(r.statusCode, r.body);
  r = await t.app.inject({ method: 'POST', url: '/api/customer-register' });
  console.log(r.statusCode, r.body);
  r = await t.app.inject({ method: 'POST', url: '/api/customer-login' });
  console.log(r.statusCode, r.body);
  r = await t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email: 'a@x.com', base_url: 'http://localhost:8080/reset-password' } });
  console.log(r.statusCode, r.body);
  const dir = path.join(t.config.dataDir, 'mail');
  for (const f of fs.readdirSync(dir)) console.log(fs.readFileSync(path.join(dir, f), 'utf8'));
  await t.close();
});
