/**
 * What the inbox API answers in the visual review: a fixed page of submissions from several
 * sites (times around the review's fixed clock), so the pictures never move.
 */

/** The staff accounts a lead may be assigned to. */
export const staff = [
  { id: 1, name: 'Dana Whitfield', email: 'dana@zcomm.example' },
  { id: 2, name: 'Lee Okafor', email: 'lee@zcomm.example' },
];
const dana = { id: 1, name: 'Dana Whitfield' };
const lee = { id: 2, name: 'Lee Okafor' };

const field = (name: string, label: string, value: string, option?: string) =>
  option ? { name, label, value, option } : { name, label, value };

const submissions = [
  {
    id: '7d1f0c2a-5b8e-4c3d-9a61-2f0e8b7c4d11',
    site: 'agency',
    form: 'quote',
    created_at: '2026-03-02T14:41:00.000Z',
    spam: false,
    honeypot: false,
    state: 'in_progress',
    read: true,
    assignee: dana,
    fields: [
      field('name', 'Name', 'Sam Ortiz'),
      field('email', 'Email', 'sam@ortizoutdoor.example'),
      field('company', 'Company', 'Ortiz Outdoor Co.'),
      field('phone', 'Phone', '+1 860 555 0100'),
      field('service', 'Service', 'both', 'Both (Full Service)'),
      field(
        'project-details',
        'Project details',
        'A Shopify store for 120 outdoor products with print-on-demand fulfillment, launching before spring.',
      ),
      field('platform', 'Current platform', 'shopify', 'Shopify'),
      field('website', 'Website', 'https://ortiz.example'),
      field('sku-count', 'Number of products (SKUs)', '120'),
      field('order-volume', 'Monthly order volume', '201-1000', '201-1000'),
      field(
        'message',
        'Message',
        'We would like to launch before the spring season.\nCan we talk this week?',
      ),
    ],
  },
  {
    id: '2b7c4c7e-6a0f-4a57-9d43-3f4a1f5f8d10',
    site: 'workwear',
    form: 'contact',
    created_at: '2026-03-02T13:05:00.000Z',
    spam: false,
    honeypot: false,
    state: 'new',
    read: false,
    assignee: null,
    fields: [
      field('name', 'Name', 'Marcus Bell'),
      field('email', 'Email', 'marcus@bellroofing.example'),
      field('phone_number', 'Phone number', '(203) 555-0199'),
      field(
        'message',
        'Message',
        'Do the Class 3 jackets come in 4XL? We need twelve for a highway crew before December.',
      ),
    ],
  },
  {
    id: '9e3a6b1d-0c4f-4e2a-8b7d-5a1c3e9f2b44',
    site: 'sailing',
    form: 'sailing-contact',
    created_at: '2026-03-01T22:18:00.000Z',
    spam: false,
    honeypot: false,
    state: 'new',
    read: false,
    assignee: null,
    fields: [
      field('name', 'Name', 'Elena Park'),
      field('email', 'Email', 'elena.park@example.com'),
      field(
        'message',
        'Message',
        'Is the regatta hoodie available in navy? My order shipped in the wrong size.',
      ),
    ],
  },
  {
    id: '4f8e2d6c-1a3b-4c5d-9e7f-0a2b4c6d8e99',
    site: 'agency',
    form: 'agency-contact',
    created_at: '2026-03-01T16:32:00.000Z',
    spam: false,
    honeypot: false,
    state: 'done',
    read: true,
    assignee: lee,
    fields: [
      field('name', 'Name', 'Priya Natarajan'),
      field('email', 'Email', 'priya@lanternloom.example'),
      field('service', 'Service', 'web-development', 'Web Development'),
      field(
        'message',
        'Message',
        'We are moving from Wix to Shopify and need our 300 products migrated with their reviews.',
      ),
    ],
  },
  {
    id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c77',
    site: 'agency',
    form: 'agency-contact',
    created_at: '2026-02-28T09:12:00.000Z',
    spam: false,
    honeypot: false,
    state: 'new',
    read: true,
    assignee: null,
    fields: [
      field('name', 'Name', '<script>alert("hi")</script>'),
      field('email', 'Email', 'probe@example.com'),
      field('service', 'Service', 'e-commerce', 'E-Commerce'),
      field('message', 'Message', '<img src=x onerror=alert(1)> shown as text, never run'),
    ],
  },
];

/** The list answer: the first page of five. */
export const inboxList = {
  submissions,
  total: 5,
  page_size: 20,
  next_cursor: null,
  previous_cursor: null,
  counts: {
    workwear: { new: 1, in_progress: 0, done: 4 },
    sailing: { new: 1, in_progress: 0, done: 2 },
    agency: { new: 1, in_progress: 1, done: 1 },
  },
};

/** The submission the "open" picture shows, with its deliveries. */
export const openSubmission = {
  ...submissions[0],
  deliveries: [
    {
      id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
      channel: 'email',
      status: 'delivered',
      attempts: 1,
      created_at: '2026-03-02T14:41:00.000Z',
      next_attempt_at: '2026-03-02T14:41:00.000Z',
      last_error: null,
      delivered_at: '2026-03-02T14:41:02.000Z',
    },
    {
      id: 'f5e4d3c2-b1a0-4f9e-8d7c-6b5a4f3e2d1c',
      channel: 'webhook',
      status: 'failed',
      attempts: 8,
      created_at: '2026-03-02T14:41:00.000Z',
      next_attempt_at: null,
      last_error: 'HTTP 503 from the receiver',
      delivered_at: null,
    },
  ],
  history: [
    { at: '2026-03-02T14:41:00.000Z', by: null, action: 'received' },
    { at: '2026-03-02T15:02:00.000Z', by: dana, action: 'read' },
    {
      at: '2026-03-02T15:03:00.000Z',
      by: dana,
      action: 'assigned',
      from: null,
      to: 'Dana Whitfield',
    },
    { at: '2026-03-02T15:04:00.000Z', by: dana, action: 'state', from: 'new', to: 'in_progress' },
  ],
};
