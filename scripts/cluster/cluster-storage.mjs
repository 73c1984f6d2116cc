// The cluster test's checks of the bucket: what one instance receives, the other serves.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib.mjs';

const sharp = createRequire(path.join(root, 'api', 'package.json'))('sharp');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

async function signUp(base, json) {
  const email = `member.${randomBytes(4).toString('hex')}@cluster.example.org`;
  const response = await json(base, '/api/v1/auth/registration/', {
    method: 'POST',
    body: { email, password1: 'Member-Phrase-2026', password2: 'Member-Phrase-2026' },
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return { authorization: `Bearer ${response.body.access}` };
}

const upload = (url, headers, form) => fetch(url, { method: 'POST', headers, body: form });

export async function storageChecks({ a, b, db, json }) {
  const owner = await signUp(a, json);
  const stranger = await signUp(b, json);

  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const pictureForm = new FormData();
  pictureForm.append('profile_picture', new Blob([png], { type: 'image/png' }), 'me.png');
  const uploaded = await upload(`${a}/api/v1/auth/user/profile-picture/`, owner, pictureForm);
  assert.equal(uploaded.status, 200, await uploaded.clone().text());
  const { profile_picture: picture } = await uploaded.json();
  const served = await fetch(`${b}${picture}`);
  assert.equal(served.status, 200, `B serves ${picture}`);
  assert.match(served.headers.get('content-type'), /^image\//);

  const { rows } = await db.query(
    `insert into associations (name, tagline, about, address, society_prefix) values ($1, 'Together', 'About us', 'Dhaka', 'CL') returning id`,
    [`Cluster Alumni ${randomBytes(3).toString('hex')}`],
  );
  const associationId = rows[0].id;
  const type = await db.query(
    `insert into membership_types (association_id, name, short_name, description, fee, duration_month)
     values ($1, 'Life Member', 'LM', 'For life', 500, 12) returning id`,
    [associationId],
  );
  const application = new FormData();
  for (const [field, value] of Object.entries({
    institute: 'School',
    batch: '2008',
    roll_number: '42',
    membership_type: String(type.rows[0].id),
  }))
    application.append(field, value);
  application.append('proof_document', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf');
  const applied = await upload(`${a}/api/v1/associations/${associationId}/membership-requests/`, owner, application);
  assert.equal(applied.status, 201, await applied.clone().text());
  const { id } = await applied.json();
  const proof = (headers) => fetch(`${b}/api/v1/membership-requests/${id}/proof-document/`, { headers });
  const mine = await proof(owner);
  assert.equal(mine.status, 200);
  assert.deepEqual(Buffer.from(await mine.arrayBuffer()), PDF);
  assert.ok([403, 404].includes((await proof(stranger)).status), 'another member is refused');
  assert.equal((await proof({})).status, 401);
}
