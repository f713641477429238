import { RouterLink } from '../../../shared/shell/link';
import { agency, policyEffectiveDate } from '../../site';
import { ContactDetails } from './ContactDetails';
import type { Policy } from './types';

export const guaranteePolicy: Policy = {
  meta: {
    title: 'Our Guarantee',
    description:
      'The Z-Comm guarantee: requests processed in 24–48 business hours, replies within 1 business day and a 14-day satisfaction window on every project.',
  },
  title: 'Guarantee',
  date: policyEffectiveDate,
  intro: (
    <p>
      At {agency.name}, we stand behind our work. This Guarantee describes the service standards we
      commit to for every web development, fulfillment and full-service client, and what we will do
      if we fall short.
    </p>
  ),
  sections: [
    {
      heading: 'Fast Processing',
      content: (
        <p>
          We process quote requests, new project onboarding, revision requests and support tickets
          in 24–48 business hours. Business hours are {agency.hours}, excluding U.S. federal
          holidays. Fulfillment orders follow the processing times in our{' '}
          <RouterLink href="/shipping">Shipping Policy</RouterLink>.
        </p>
      ),
    },
    {
      heading: 'Responsive Communication',
      content: (
        <p>
          Every e-mail, call and message from a client or prospective client receives a reply within
          1 business day, from a real person who knows your project. If we need more time to answer
          fully, we will tell you when to expect the answer.
        </p>
      ),
    },
    {
      heading: '14-Day Satisfaction Window',
      content: (
        <>
          <p>
            Every project comes with a 14-day satisfaction window that starts on the date of project
            completion. If anything we delivered does not match the agreed scope or does not work as
            it should, tell us within those 14 days and we will revise it free of charge until it
            does.
          </p>
          <p>
            The satisfaction window runs alongside the free revisions described in our{' '}
            <RouterLink href="/returns">Returns &amp; Refunds Policy</RouterLink>.
          </p>
        </>
      ),
    },
    {
      heading: 'Quality Workmanship',
      content: (
        <p>
          Before launch we test every store on current desktop and mobile browsers, check the
          checkout from start to finish and confirm that payments, taxes and shipping rates work as
          agreed. Every fulfillment order is checked against its packing slip before it ships, and
          we replace any wrong or damaged item reported within the time in our Returns &amp; Refunds
          Policy.
        </p>
      ),
    },
    {
      heading: 'What the Guarantee Does Not Cover',
      content: (
        <ul>
          <li>New features or changes outside the scope agreed in your quote</li>
          <li>Problems caused by edits, apps or themes added after handover by anyone else</li>
          <li>Outages or changes made by third-party platforms, apps or carriers</li>
          <li>Delays caused by missing content, approvals or access from the client</li>
        </ul>
      ),
    },
    {
      heading: 'How to Make a Claim',
      content: (
        <p>
          Contact your project lead or e-mail <a href={`mailto:${agency.email}`}>{agency.email}</a>{' '}
          with your project or order details and a description of the issue. We will confirm receipt
          within 1 business day and agree a plan with you to put it right.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: <ContactDetails lead="Questions about our Guarantee? Contact us:" />,
    },
  ],
};
