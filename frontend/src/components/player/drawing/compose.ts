/**
 * What a downloaded drawing shows: the item's picture with the candidate's lines over it, as one
 * PNG of the drawing's size (the stored file holds the lines alone, so they can be drawn on again).
 * Undefined where the browser cannot draw the two together.
 */
export async function composeDrawing(pictureUrl: string, linesUrl: string, width: number, height: number): Promise<Blob | undefined> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) return undefined;
  try {
    const [picture, lines] = await Promise.all([loadImage(pictureUrl), loadImage(linesUrl)]);
    // the player shows a picture's transparent parts on white
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, width, height);
    g.drawImage(picture, 0, 0, width, height);
    g.drawImage(lines, 0, 0, width, height);
  } catch {
    return undefined;
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`${src} could not be read`));
    img.src = src;
  });
}
