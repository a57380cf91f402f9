// The rest of Mantine's styles (in its layer, like ./first-page.ts): what the signed-in pages, the
// player and the dialogs use. Loaded by the root route before any page but sign-in renders.
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
