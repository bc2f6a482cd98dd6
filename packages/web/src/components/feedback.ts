import type { DialogAlertProps, DialogConfirmProps, ToastShowProps } from 'antd-mobile';

/**
 * Toasts, confirmations and the image viewer for screens that should not carry them in their first
 * load (issue 16): each chunk is fetched on first use (the app fetches the toasts' and dialogs'
 * once the first screen is up anyway, so that one is usually there already).
 */
const chunk = () => import('./feedback-chunk');

export async function showToast(props: ToastShowProps): Promise<void> {
  (await chunk()).Toast.show(props);
}

export async function confirm(props: DialogConfirmProps): Promise<boolean> {
  return (await chunk()).Dialog.confirm(props);
}

export async function showAlert(props: DialogAlertProps): Promise<void> {
  return (await chunk()).Dialog.alert(props);
}

export async function showImages(images: string[], defaultIndex: number): Promise<void> {
  (await import('./image-viewer-chunk')).ImageViewer.Multi.show({ images, defaultIndex });
}
