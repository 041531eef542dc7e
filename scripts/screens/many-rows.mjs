// An order with 1,000 product rows (a virtual list), row 900's Subtotal not a number.
const draft = async (page) => {
  await page.evaluate(() => {
    const row = (i) => ({
      id: `SKU-${i}`,
      name: `Product ${i}`,
      quantity: '1',
      unitPrice: '',
      subTotal: i === 900 ? 'ten' : '10',
      tax: '1',
      total: '',
    });
    const values = {
      referralCode: 'ALICE10',
      orderId: 'ORD-MANY',
      products: Array.from({ length: 1000 }, (_, i) => row(i + 1)),
      customer: { name: '', phone: '', email: '', ip: '', country: '' },
      coupons: [],
      metadataMode: 'rows',
      metadataRows: [],
      metadataJson: '',
      paid: false,
      isRoyalty: 'unset',
      custom: 'unset',
      commission: '',
      notes: '',
      orderTime: '',
    };
    localStorage.setItem('ac.draft.order.v1', JSON.stringify({ values, savedAt: Date.now() }));
  });
  await page.reload();
  await page.getByLabel('Go to product').waitFor();
};
const refused = async (page) => {
  await draft(page);
  await page.getByRole('button', { name: 'Record order' }).click();
  await page.getByRole('button', { name: 'Go to product 900' }).waitFor();
  await page.waitForTimeout(500);
};
const top = { fullPage: false };
export default [
  ['many-rows-top', 1280, 'light', draft, top],
  ['many-rows-refused', 1280, 'light', refused, top],
  [
    'many-rows-refused-top',
    1280,
    'dark',
    async (page) => {
      await refused(page);
      await page.getByLabel('Go to product').scrollIntoViewIfNeeded();
    },
    top,
  ],
  [
    'many-rows-360',
    360,
    'light',
    async (page) => {
      await refused(page);
      await page.getByLabel('Go to product').scrollIntoViewIfNeeded();
    },
    top,
  ],
];
