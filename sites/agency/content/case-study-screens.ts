/**
 * The case studies' screenshots of the live shops, taken by `npm run screenshots` (which writes
 * the WebP files and `screens.json`, their sizes) and committed with the site's assets.
 */
import shot from '../assets/case-studies/screens.json';

/** A screenshot as `npm run screenshots` lists it. */
interface ShotRecord {
  shop: 'workwear' | 'sailing';
  page: 'home' | 'product';
  device: 'phone' | 'desktop';
  file: string;
  width: number;
  height: number;
}

export interface Screenshot extends ShotRecord {
  src: string;
}

const files = import.meta.glob<string>('../assets/case-studies/*.webp', {
  eager: true,
  import: 'default',
});

function screensOf(shop: ShotRecord['shop']): Screenshot[] {
  return (shot.screens as ShotRecord[])
    .filter((record) => record.shop === shop)
    .flatMap((record) => {
      const src = files[`../assets/case-studies/${record.file}`];
      return src ? [{ ...record, src }] : [];
    });
}

/** Each shop's screenshots: home then product page, each on a phone and a desktop. */
export const caseStudyScreens = {
  workwear: screensOf('workwear'),
  sailing: screensOf('sailing'),
};
