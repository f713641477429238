import { workwear } from '../site';

/** The Our Story page. */
export const story = {
  heading: 'Our Story',
  lead: 'Workwear made for the people who build, fix and keep America moving, and who need to be seen while they do it.',
  paragraphs: [
    `${workwear.name} started with a simple frustration: safety gear that met the standard on paper but fell apart by the second season. We set out to make high-visibility jackets, vests and shirts that crews would actually choose to wear, garments that pass ANSI/ISEA 107 and still feel like real workwear.`,
    `Today we design, test and ship our gear from our headquarters in ${workwear.headquarters}, with ${workwear.associates} who source fabrics, sew, inspect and pack every order. Road crews, electricians, landscapers, warehouse teams and the folks on the night shift wear our gear, and their feedback shapes every new release.`,
    'We build for working people because we are working people. That means honest prices, straight answers and gear that is ready when the shift starts.',
  ],
  valuesHeading: 'What We Stand For',
  values: [
    {
      title: 'Hard Work',
      text: 'We test our gear on real jobsites, in rain, heat and cold, before it earns our name.',
    },
    {
      title: 'Dependability',
      text: 'Orders ship on time, sizes run true and garments hold their color and tape wash after wash.',
    },
    {
      title: 'Honesty',
      text: 'Clear ANSI class ratings, plain-language policies and no fine print at checkout.',
    },
    {
      title: 'Trust',
      text: 'A 100% refund guarantee and a support team that picks up the phone, because you stake your safety on our gear.',
    },
  ],
  facts: [
    { value: 'Guilford, CT', label: 'Headquarters' },
    { value: '100+', label: 'Associates worldwide' },
    { value: 'ANSI/ISEA 107', label: 'Visibility standard we build to' },
  ],
  socialHeading: 'Follow Beacon Workwear',
  socialText: 'New releases, jobsite photos from our customers and care tips, every week.',
} as const;
