/** A category tile's file, the product it shows and the colour it shows it in. */
export interface CategoryPicture {
  file?: string;
  product: string;
  colour: string;
}
export const categoryPictures: readonly (CategoryPicture & { file: string })[];
export const categoryPictureFolder: string;
export function drawCategoryPicture(picture: CategoryPicture): string;
