/**
 * Mantine's whole stylesheet, loaded with the signed-in shell's chunk: the signed-in screens use
 * most components, and one cached file is cheaper there than tracking each one. Layered like the
 * public subset (public-pages.ts), so loading both is harmless.
 */
import '@mantine/core/styles.layer.css';
