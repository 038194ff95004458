import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import {
  backOffice,
  fileExists,
  GIF,
  MP4,
  PDF,
  PHP,
  PNG,
  pngOfSize,
  storedFiles,
  sweepUploads,
  tempUploadDir,
} from '../../support/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

describe('back-office content editors', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let uploadDir: string;
  let bo: ReturnType<typeof backOffice>;
  const site = (path: string, who: SignedUp = jane) =>
    request(t.http).get(`/api/site${path}`).set('X-Tenant-Domain', `${who.subdomain}.localhost`);

  beforeAll(async () => {
    uploadDir = tempUploadDir();
    t = await startTestApp({ UPLOAD_DIR: uploadDir });
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('categories and products', () => {
    let categoryId: string;
    let productId: string;

    it('creates a category with a slug made from its name', async () => {
      const res = await bo.post('/categories').send({ name: 'Skin & Body Care', description: 'Glow' }).expect(201);
      expect(res.body).toMatchObject({ name: 'Skin & Body Care', slug: 'skin-body-care', status: 'active', image: null });
      categoryId = res.body.id;
      const again = await bo.post('/categories').send({ name: 'Skin & Body Care' }).expect(201);
      expect(again.body.slug).toBe('skin-body-care-2');
      await bo.delete(`/categories/${again.body.id}`).expect(200, { message: 'Category deleted' });
    });

    it('refuses a category without a name', async () => {
      const res = await bo.post('/categories').field('description', 'x').expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { name: 'Name is required' } });
    });

    it('creates a product from multipart text, with prices as strings, answered as numbers', async () => {
      const res = await bo
        .post('/products')
        .field('name', 'Omega Gold')
        .field('category_id', categoryId)
        .field('your_price', '49.95')
        .field('base_price', '39')
        .field('availability', 'coming_soon')
        .field('sort_order', '3')
        .attach('image', PNG, { filename: 'omega.png', contentType: 'image/png' })
        .attach('guide_pdf', PDF, { filename: 'guide.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Omega Gold',
        category_id: categoryId,
        category_name: 'Skin & Body Care',
        your_price: 49.95,
        base_price: 39,
        preferred_customer_price: null,
        currency: 'USD',
        availability: 'coming_soon',
        status: 'active',
        sort_order: 3,
      });
      expect(res.body.image).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
      expect(res.body.guide_pdf).toMatch(/\.pdf$/);
      productId = res.body.id;
    });

    it('accepts JSON too, with numeric prices', async () => {
      const res = await bo.post('/products').send({ name: 'Shake', your_price: 12.5, status: 'inactive' }).expect(201);
      expect(res.body).toMatchObject({ your_price: 12.5, status: 'inactive', category_id: null });
      await bo.delete(`/products/${res.body.id}`).expect(200);
    });

    it.each([
      [{ name: 'X', your_price: '12.345' }, 'your_price'],
      [{ name: 'X', your_price: '-1' }, 'your_price'],
      [{ name: 'X', availability: 'sold_out' }, 'availability'],
      [{ name: 'X', buy_link: 'javascript:alert(1)' }, 'buy_link'],
      [{ name: 'X', category_id: 'not-a-uuid' }, 'category_id'],
      [{ name: '' }, 'name'],
    ])('refuses %j', async (body, field) => {
      const res = await bo.post('/products').send(body).expect(400);
      expect(res.body.details).toHaveProperty(field);
    });

    it("refuses another tenant's category (400), storing nothing", async () => {
      const samCategory = await backOffice(t, sam, sam.tenantId).post('/categories').send({ name: 'Sam only' }).expect(201);
      const before = storedFiles(uploadDir);
      const res = await bo
        .post('/products')
        .field('name', 'Sneaky')
        .field('category_id', samCategory.body.id)
        .attach('image', PNG, 'x.png')
        .expect(400);
      expect(res.body).toMatchObject({ details: { category_id: 'Category not found' } });
      expect(await t.prisma.product.count({ where: { tenant_id: jane.tenantId, name: 'Sneaky' } })).toBe(0);
      expect(storedFiles(uploadDir)).toEqual(before);
      await bo.put(`/products/${productId}`).send({ category_id: samCategory.body.id }).expect(400);
    });

    it('lists, reads and updates (any subset of fields)', async () => {
      const list = await bo.get('/products').expect(200);
      expect(list.body.map((p: { id: string }) => p.id)).toEqual([productId]);
      const res = await bo.put(`/products/${productId}`).field('title', 'Best omega').field('your_price', '').expect(200);
      expect(res.body).toMatchObject({ title: 'Best omega', your_price: null, name: 'Omega Gold', base_price: 39 });
      await bo.get(`/products/${productId}`).expect(200);
    });

    it('answers 404 PRODUCT_NOT_FOUND for unknown or foreign ids', async () => {
      const samProduct = await t.prisma.product.create({ data: { tenant_id: sam.tenantId, name: 'Sam product' } });
      for (const id of ['00000000-0000-4000-8000-000000000000', samProduct.id, 'nope']) {
        expect((await bo.get(`/products/${id}`).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
        expect((await bo.put(`/products/${id}`).send({ name: 'Mine now' }).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
        expect((await bo.delete(`/products/${id}`).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
      }
      expect((await t.prisma.product.findUniqueOrThrow({ where: { id: samProduct.id } })).name).toBe('Sam product');
    });

    it('deleting a category keeps its products, uncategorised', async () => {
      await bo.delete(`/categories/${categoryId}`).expect(200);
      expect((await bo.get(`/products/${productId}`).expect(200)).body).toMatchObject({ category_id: null, category_name: null });
    });

    it("a deleted product's files go with the next upload sweep", async () => {
      const product = (await bo.get(`/products/${productId}`).expect(200)).body;
      expect(fileExists(uploadDir, product.image)).toBe(true);
      await bo.delete(`/products/${productId}`).expect(200, { message: 'Product deleted' });
      expect(fileExists(uploadDir, product.image)).toBe(true);
      await sweepUploads(t);
      expect(fileExists(uploadDir, product.image)).toBe(false);
      expect(fileExists(uploadDir, product.guide_pdf)).toBe(false);
    });
  });

  describe('uploads', () => {
    it('stores a real PNG under a random name and serves it with a long cache', async () => {
      const res = await bo
        .post('/sliders')
        .field('description', 'Hero')
        .attach('image', PNG, { filename: 'My Photo.png', contentType: 'image/png' })
        .expect(201);
      const url: string = res.body.image;
      expect(url).not.toContain('My Photo');
      const served = await request(t.http).get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=2592000');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    });

    it('refuses a 6 MB image with a clear message (413) and stores nothing', async () => {
      const [rows, files] = [await t.prisma.slider.count(), storedFiles(uploadDir)];
      const res = await bo
        .post('/sliders')
        .field('description', 'Big')
        .attach('image', pngOfSize(6 * 1024 * 1024), 'big.png')
        .expect(413);
      expect(res.body).toEqual({
        message: 'File too large: images may be at most 5 MB',
        code: 'PAYLOAD_TOO_LARGE',
        details: { image: 'File too large: images may be at most 5 MB' },
      });
      expect(await t.prisma.slider.count()).toBe(rows);
      expect(storedFiles(uploadDir)).toEqual(files);
    });

    it('refuses a PHP file renamed .png and stores nothing', async () => {
      const [rows, files] = [await t.prisma.slider.count(), storedFiles(uploadDir)];
      const res = await bo
        .post('/sliders')
        .field('description', 'Evil')
        .attach('image', PHP, { filename: 'shell.png', contentType: 'image/png' })
        .expect(400);
      expect(res.body).toMatchObject({
        message: 'Unsupported file type: expected an image (JPEG, PNG, WebP or GIF)',
        code: 'UNSUPPORTED_FILE_TYPE',
        details: { image: 'Unsupported file type: expected an image (JPEG, PNG, WebP or GIF)' },
      });
      expect(await t.prisma.slider.count()).toBe(rows);
      expect(storedFiles(uploadDir)).toEqual(files);
    });

    it('refuses a PDF where an image belongs, and an image where a PDF belongs', async () => {
      await bo.post('/sliders').attach('image', PDF, 'x.png').expect(400);
      const res = await bo.post('/products').field('name', 'P').attach('guide_pdf', PNG, 'guide.pdf').expect(400);
      expect(res.body.message).toBe('Unsupported file type: expected a PDF');
    });

    it('accepts a video where a video belongs', async () => {
      const res = await bo.post('/products').field('name', 'With video').attach('video', MP4, 'clip.mp4').expect(201);
      expect(res.body.video).toMatch(/\.mp4$/);
      await bo.delete(`/products/${res.body.id}`).expect(200);
    });

    it('refuses a file under an undeclared field', async () => {
      const res = await bo.post('/sliders').attach('avatar', PNG, 'a.png').expect(400);
      expect(res.body).toMatchObject({ code: 'UNEXPECTED_FILE_FIELD', details: { avatar: expect.any(String) } });
    });

    it('a replaced image, and a cleared one, go with the next upload sweep', async () => {
      const created = (await bo.post('/sliders').attach('image', PNG, 'a.png').expect(201)).body;
      const replaced = (await bo.put(`/sliders/${created.id}`).attach('image', GIF, 'b.gif').expect(200)).body;
      expect(replaced.image).toMatch(/\.gif$/);
      await sweepUploads(t);
      expect(fileExists(uploadDir, created.image)).toBe(false);
      expect(fileExists(uploadDir, replaced.image)).toBe(true);
      // Sending the current value back keeps it.
      await bo.put(`/sliders/${created.id}`).send({ image: replaced.image, ctaText: 'Go' }).expect(200);
      expect(fileExists(uploadDir, replaced.image)).toBe(true);
      const cleared = (await bo.put(`/sliders/${created.id}`).field('image', '').expect(200)).body;
      expect(cleared.image).toBeNull();
      await sweepUploads(t);
      expect(fileExists(uploadDir, replaced.image)).toBe(false);
    });

    it("refuses pointing a file field at someone else's upload", async () => {
      const samSlider = (await backOffice(t, sam, sam.tenantId).post('/sliders').attach('image', PNG, 'a.png').expect(201)).body;
      const mine = (await bo.post('/sliders').send({ description: 'x' }).expect(201)).body;
      const res = await bo.put(`/sliders/${mine.id}`).send({ image: samSlider.image }).expect(400);
      expect(res.body.details).toHaveProperty('image');
      // An external URL is fine.
      expect((await bo.put(`/sliders/${mine.id}`).send({ image: 'https://cdn.example.com/x.png' }).expect(200)).body.image).toBe(
        'https://cdn.example.com/x.png',
      );
      await bo.delete(`/sliders/${mine.id}`).expect(200);
      expect(fileExists(uploadDir, samSlider.image)).toBe(true);
    });

    it('removes the new file when the database write fails', async () => {
      const files = storedFiles(uploadDir);
      // PostgreSQL itself refuses jane's next slider row, as a database that went away mid-request would
      // fail the write (a trigger of this suite's own database; the app is not touched).
      await t.prisma.$executeRawUnsafe(`
        CREATE FUNCTION refuse_slider() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'database went away'; END $$`);
      await t.prisma.$executeRawUnsafe(
        `CREATE TRIGGER refuse_slider BEFORE INSERT ON sliders FOR EACH ROW WHEN (NEW.tenant_id = '${jane.tenantId}') EXECUTE FUNCTION refuse_slider()`,
      );
      try {
        const before = await t.prisma.slider.count({ where: { tenant_id: jane.tenantId } });
        await bo.post('/sliders').attach('image', PNG, 'a.png').expect(500);
        expect(await t.prisma.slider.count({ where: { tenant_id: jane.tenantId } })).toBe(before);
      } finally {
        await t.prisma.$executeRawUnsafe('DROP TRIGGER refuse_slider ON sliders');
        await t.prisma.$executeRawUnsafe('DROP FUNCTION refuse_slider()');
      }
      expect(storedFiles(uploadDir)).toEqual(files);
      // Once the database takes writes again, an upload is kept as before.
      const kept = (await bo.post('/sliders').attach('image', PNG, 'a.png').expect(201)).body;
      expect(fileExists(uploadDir, kept.image)).toBe(true);
      await bo.delete(`/sliders/${kept.id}`).expect(200);
    });
  });

  describe('blogs and banners', () => {
    let blogId: string;

    it('stores blog HTML sanitised and serves the sanitised HTML publicly', async () => {
      const dirty =
        '<p onclick="steal()">Hi <strong>there</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><img src="/uploads/2026/01/x.png" alt="x">';
      const res = await bo.post('/blogs').field('title', 'Welcome').field('content', dirty).attach('image', PNG, 'cover.png').expect(201);
      blogId = res.body.id;
      const clean =
        '<p>Hi <strong>there</strong></p><a>bad</a><a href="https://ok.example">ok</a><img src="/uploads/2026/01/x.png" alt="x" />';
      expect(res.body).toMatchObject({ title: 'Welcome', content: clean, is_visible: true, banners: [] });
      const stored = await t.prisma.blog.findUniqueOrThrow({ where: { id: blogId } });
      expect(stored.content).toBe(clean);
      for (const bad of ['<script', 'onerror', 'onclick', 'javascript:']) expect(stored.content).not.toContain(bad);
      expect((await site(`/blogs/${blogId}`).expect(200)).body.content).toBe(clean);
    });

    it('sanitises on update too', async () => {
      const res = await bo
        .put(`/blogs/${blogId}`)
        .send({ content: '<p>v2<iframe src="https://evil"></iframe></p>', is_visible: 'false' })
        .expect(200);
      expect(res.body).toMatchObject({ content: '<p>v2</p>', is_visible: false });
      await site(`/blogs/${blogId}`).expect(404);
      await bo.put(`/blogs/${blogId}`).field('is_visible', 'true').expect(200);
    });

    it('adds, updates and removes banners within a blog', async () => {
      const missing = await bo.post(`/blogs/${blogId}/banners`).field('image_content', 'No image').expect(400);
      expect(missing.body.details).toEqual({ image: 'A file is required' });
      const banner = (await bo.post(`/blogs/${blogId}/banners`).field('image_content', 'Caption').attach('image', PNG, 'b.png').expect(201))
        .body;
      expect(banner).toMatchObject({ blog_id: blogId, image_content: 'Caption', image: expect.stringMatching(/^\/uploads\//) });
      const updated = (await bo.put(`/blogs/${blogId}/banners/${banner.id}`).field('image_content', 'New caption').expect(200)).body;
      expect(updated).toMatchObject({ image_content: 'New caption', image: banner.image });
      expect((await bo.get(`/blogs/${blogId}/banners`).expect(200)).body).toHaveLength(1);
      expect((await bo.get(`/blogs/${blogId}`).expect(200)).body.banners).toHaveLength(1);
      expect((await site(`/blogs/${blogId}`).expect(200)).body.banners).toEqual([
        { id: banner.id, image: banner.image, image_content: 'New caption' },
      ]);
      await bo.delete(`/blogs/${blogId}/banners/${banner.id}`).expect(200, { message: 'Blog banner deleted' });
      await sweepUploads(t);
      expect(fileExists(uploadDir, banner.image)).toBe(false);
    });

    it("refuses banners of another tenant's blog", async () => {
      const samBlog = await t.prisma.blog.create({ data: { tenant_id: sam.tenantId, title: 'Sam', content: '' } });
      const res = await bo.post(`/blogs/${samBlog.id}/banners`).attach('image', PNG, 'b.png').expect(404);
      expect(res.body.code).toBe('BLOG_NOT_FOUND');
      expect(await t.prisma.blogBanner.count({ where: { blog_id: samBlog.id } })).toBe(0);
    });

    it('deleting a blog deletes its banners; all their files go with the next upload sweep', async () => {
      const banner = (await bo.post(`/blogs/${blogId}/banners`).attach('image', PNG, 'b.png').expect(201)).body;
      const blog = (await bo.get(`/blogs/${blogId}`).expect(200)).body;
      await bo.delete(`/blogs/${blogId}`).expect(200);
      expect(await t.prisma.blogBanner.count({ where: { blog_id: blogId } })).toBe(0);
      await sweepUploads(t);
      expect(fileExists(uploadDir, banner.image)).toBe(false);
      expect(fileExists(uploadDir, blog.image)).toBe(false);
    });
  });

  describe('not found means empty', () => {
    it('contact-us: 404 CONTACTUS_NOT_FOUND when none, then the list', async () => {
      expect((await bo.get('/contactus').expect(404)).body.code).toBe('CONTACTUS_NOT_FOUND');
      const entry = (await bo.post('/contactus').field('contactus_text', 'Call me').attach('contactus_image', PNG, 'c.png').expect(201))
        .body;
      expect((await bo.get('/contactus').expect(200)).body).toEqual([entry]);
      const updated = (await bo.put(`/contactus/${entry.id}`).send({ contactus_text: 'Email me' }).expect(200)).body;
      expect(updated.contactus_text).toBe('Email me');
      expect((await site('/contact-us').expect(200)).body[0].contactus_text).toBe('Email me');
      await bo.delete(`/contactus/${entry.id}`).expect(200);
      expect((await bo.get('/contactus').expect(404)).body.code).toBe('CONTACTUS_NOT_FOUND');
    });

    it('footer disclaimers: 404 DISCLAIMERS_NOT_FOUND when none; answers wrapped in data', async () => {
      expect((await bo.get('/footer/disclaimers').expect(404)).body.code).toBe('DISCLAIMERS_NOT_FOUND');
      const created = (
        await bo.post('/footer/disclaimers').field('site_disclaimer', 'Independent').field('income_disclaimer', 'No promises').expect(201)
      ).body;
      expect(created).toEqual({
        data: expect.objectContaining({ site_disclaimer: 'Independent', product_disclaimer: null, income_disclaimer: 'No promises' }),
      });
      const list = (await bo.get('/footer/disclaimers').expect(200)).body;
      expect(list.data).toHaveLength(1);
      // PUT without an id updates the first one.
      const updated = (await bo.put('/footer/disclaimers').field('product_disclaimer', 'Not evaluated').expect(200)).body;
      expect(updated.data).toMatchObject({ id: created.data.id, product_disclaimer: 'Not evaluated', site_disclaimer: 'Independent' });
      await bo.put(`/footer/disclaimers/${created.data.id}`).send({ site_disclaimer: 'Mine' }).expect(200);
      expect((await site('/data').expect(200)).body.footer_disclaimers[0]).toMatchObject({
        site_disclaimer: 'Mine',
        product_disclaimer: 'Not evaluated',
      });
      await bo.delete('/footer/disclaimers').expect(200, { message: 'Footer disclaimer deleted' });
      expect((await bo.get('/footer/disclaimers').expect(404)).body.code).toBe('DISCLAIMERS_NOT_FOUND');
      // PUT without an id creates the first one when there is none.
      const first = (await bo.put('/footer/disclaimers').send({ site_disclaimer: 'Again' }).expect(200)).body;
      await bo.delete(`/footer/disclaimers/${first.data.id}`).expect(200);
    });

    it('social links: 404 when none; POST replaces, PUT merges, DELETE removes', async () => {
      expect((await bo.get('/footer/social-links').expect(404)).body.code).toBe('SOCIAL_LINKS_NOT_FOUND');
      await bo
        .post('/footer/social-links')
        .send({ facebook: 'https://facebook.com/jane', twitter: 'https://x.com/jane' })
        .expect(201, { facebook: 'https://facebook.com/jane', twitter: 'https://x.com/jane' });
      await bo
        .put('/footer/social-links')
        .send({ twitter: '', instagram: 'https://instagram.com/jane' })
        .expect(200, { facebook: 'https://facebook.com/jane', instagram: 'https://instagram.com/jane' });
      expect((await bo.put('/footer/social-links').send({ youtube: 'javascript:alert(1)' }).expect(400)).body.details).toHaveProperty(
        'youtube',
      );
      expect((await site('/data').expect(200)).body.socialLinks).toEqual({
        facebook: 'https://facebook.com/jane',
        instagram: 'https://instagram.com/jane',
      });
      await bo
        .post('/footer/social-links')
        .send({ youtube: 'https://youtube.com/@jane' })
        .expect(201, { youtube: 'https://youtube.com/@jane' });
      await bo.delete('/footer/social-links').expect(200);
      await bo.get('/footer/social-links').expect(404);
      await bo.delete('/footer/social-links').expect(404);
    });
  });

  describe('home page', () => {
    it('answers empty fields before the first save', async () => {
      const res = await bo.get('/home-page').expect(200);
      expect(res.body).toMatchObject({ welcome_description: null, introduction_image_url: null, updated_at: null });
    });

    it('saves sections and the storefront shows them at once', async () => {
      await site('/data').expect(200); // warm the caches
      const res = await bo
        .put('/home-page')
        .field('welcome_description', 'Welcome to my shop')
        .attach('introduction_image_url', PNG, 'intro.png')
        .expect(200);
      expect(res.body.welcome_description).toBe('Welcome to my shop');
      const data = (await site('/data').expect(200)).body;
      expect(data.homePage).toMatchObject({
        welcome_description: 'Welcome to my shop',
        introduction_image_url: res.body.introduction_image_url,
      });
      const second = (
        await bo
          .put('/home-page')
          .send({ support_content: 'Write me', opportunity_video_url: 'https://youtube.com/watch?v=abc' })
          .expect(200)
      ).body;
      expect(second).toMatchObject({
        welcome_description: 'Welcome to my shop',
        support_content: 'Write me',
        opportunity_video_url: 'https://youtube.com/watch?v=abc',
      });
      expect((await site('/data').expect(200)).body.homePage.support_content).toBe('Write me');
    });

    it('refuses an over-long title', async () => {
      const res = await bo
        .put('/home-page')
        .send({ about_company_title: 'x'.repeat(201) })
        .expect(400);
      expect(res.body.details).toHaveProperty('about_company_title');
    });
  });

  describe('free-form pages', () => {
    it('merges text and files into data (PUT) and the storefront reads them', async () => {
      expect((await bo.get('/opportunity-page').expect(200)).body).toEqual({ data: {}, updated_at: null });
      const first = (await bo.put('/opportunity-page').field('banner_title', 'Join me').attach('banner_image', PNG, 'b.png').expect(200))
        .body;
      expect(first.data).toEqual({ banner_title: 'Join me', banner_image: expect.stringMatching(/^\/uploads\/.*\.png$/) });
      const second = (
        await bo
          .put('/opportunity-page')
          .field('content', 'Details')
          .field('data', JSON.stringify({ steps: ['a', 'b'] }))
          .attach('compensation_plan_pdf', PDF, 'plan.pdf')
          .expect(200)
      ).body;
      expect(second.data).toMatchObject({
        banner_title: 'Join me',
        banner_image: first.data.banner_image,
        content: 'Details',
        steps: ['a', 'b'],
      });
      expect(second.data.compensation_plan_pdf).toMatch(/\.pdf$/);
      expect((await site('/opportunity-page').expect(200)).body.data).toEqual(second.data);
    });

    it('POST replaces data; files no longer referenced go with the next upload sweep', async () => {
      const before = (await bo.get('/opportunity-page').expect(200)).body.data;
      const res = (await bo.post('/opportunity-page').send({ banner_title: 'Fresh', banner_image: before.banner_image }).expect(201)).body;
      expect(res.data).toEqual({ banner_title: 'Fresh', banner_image: before.banner_image });
      await sweepUploads(t);
      expect(fileExists(uploadDir, before.banner_image)).toBe(true);
      expect(fileExists(uploadDir, before.compensation_plan_pdf)).toBe(false);
    });

    it('DELETE removes the page; its files go with the next upload sweep', async () => {
      const before = (await bo.get('/opportunity-page').expect(200)).body.data;
      await bo.delete('/opportunity-page').expect(200, { message: 'Opportunity page deleted' });
      await sweepUploads(t);
      expect(fileExists(uploadDir, before.banner_image)).toBe(false);
      expect((await bo.get('/opportunity-page').expect(200)).body).toEqual({ data: {}, updated_at: null });
      expect((await bo.delete('/opportunity-page').expect(404)).body.code).toBe('PAGE_NOT_FOUND');
    });

    it('refuses bad field names, bad data and a wrong file type', async () => {
      expect((await bo.put('/join-us-page').send({ 'Bad Key': 'x' }).expect(400)).body.details).toHaveProperty(['Bad Key']);
      expect((await bo.put('/join-us-page').field('data', '[1,2]').expect(400)).body.details).toHaveProperty('data');
      expect((await bo.put('/join-us-page').field('x', 'y'.repeat(20_001)).expect(400)).body.details).toHaveProperty('x');
      await bo.put('/join-us-page').attach('banner_image', PHP, 'a.png').expect(400);
      expect(await t.prisma.joinUsPage.count({ where: { tenant_id: jane.tenantId } })).toBe(0);
    });

    it('join-us and product pages work the same way', async () => {
      await bo.put('/join-us-page').send({ banner_title: 'Join' }).expect(200);
      expect((await site('/join-us-page').expect(200)).body.data).toEqual({ banner_title: 'Join' });
      await bo.post('/product-page').send({ intro: 'Our range' }).expect(201);
      expect((await bo.get('/product-page').expect(200)).body.data).toEqual({ intro: 'Our range' });
      await bo.delete('/product-page').expect(405);
    });
  });

  describe('subscriber message', () => {
    it('answers the defaults, then saves subject, body and enabled', async () => {
      expect((await bo.get('/subscriber-message').expect(200)).body).toEqual({ subject: '', body: '', enabled: true, updated_at: null });
      const res = (
        await bo.put('/subscriber-message').send({ subject: 'Welcome!', body: 'Thanks for joining.', enabled: false }).expect(200)
      ).body;
      expect(res).toMatchObject({ subject: 'Welcome!', body: 'Thanks for joining.', enabled: false });
      expect((await bo.put('/subscriber-message').send({ enabled: true }).expect(200)).body).toMatchObject({
        subject: 'Welcome!',
        enabled: true,
      });
      expect(
        (
          await bo
            .put('/subscriber-message')
            .send({ subject: 's'.repeat(201) })
            .expect(400)
        ).body.details,
      ).toHaveProperty('subject');
    });
  });

  describe('sliders reach the storefront', () => {
    it('lists sliders in order and the hero is the first', async () => {
      const list = (await bo.get('/sliders').expect(200)).body;
      await bo
        .put(`/sliders/${list[list.length - 1].id}`)
        .send({ sort_order: -5, ctaLink: '/products', ctaText: 'Shop' })
        .expect(200);
      const data = (await site('/data').expect(200)).body;
      expect(data.sliders[0]).toMatchObject({ id: list[list.length - 1].id, ctaLink: '/products', ctaText: 'Shop' });
      expect((await bo.put(`/sliders/${list[0].id}`).send({ ctaLink: 'ftp://x' }).expect(400)).body.details).toHaveProperty('ctaLink');
    });
  });
});
