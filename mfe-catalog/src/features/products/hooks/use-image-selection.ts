import { useEffect, useState } from 'react';
import type { FormikProps } from 'formik';
import type { Product } from '../api/get-products';
import { checkImages, refusalText, type ImageRefusal } from '../components/image-picker';
import { useCatalogTranslation } from '../../../locales/i18n';
import type { ProductFormValues } from '../product-form';

let imageKey = 0;

/**
 * The product form's images: the product's own (minus those marked for removal) and new files with
 * their previews, the limit of 5 in all, and the messages for files refused (in the portal's
 * language, following a switch). Every preview URL is revoked when it is removed or the form goes away.
 */
export function useImageSelection(formik: FormikProps<ProductFormValues>, current: Product['images']) {
  const { t } = useCatalogTranslation();
  const { values, setFieldValue } = formik;
  // A refusal made here, or the server's message (already in the portal's language).
  const [errors, setErrors] = useState<(ImageRefusal | string)[]>([]);
  const [previewUrls] = useState(() => new Set<string>());
  useEffect(() => () => previewUrls.forEach((u) => URL.revokeObjectURL(u)), [previewUrls]);
  const existing = current.filter((i) => !values.removeImageIds.includes(i._id));

  const pick = (files: File[]) => {
    const { accepted, refused } = checkImages(files, existing.length + values.images.length);
    setErrors(refused);
    const added = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      previewUrls.add(url);
      imageKey += 1;
      return { key: `img-${imageKey}`, file, url };
    });
    if (added.length > 0) void setFieldValue('images', [...values.images, ...added]);
  };
  const removeAdded = (key: string) => {
    const img = values.images.find((i) => i.key === key);
    if (img) {
      URL.revokeObjectURL(img.url);
      previewUrls.delete(img.url);
    }
    setErrors([]);
    void setFieldValue(
      'images',
      values.images.filter((i) => i.key !== key),
    );
  };
  const removeExisting = (id: string) => {
    setErrors([]);
    void setFieldValue('removeImageIds', [...values.removeImageIds, id]);
  };
  /** The server's message about the images (a file it refused). */
  const showError = (message: string) => setErrors([message]);

  const messages = errors.map((e) => (typeof e === 'string' ? e : refusalText(e, t)));
  return { existing, errors: messages, pick, removeAdded, removeExisting, showError };
}
