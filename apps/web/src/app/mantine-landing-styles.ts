/**
 * The part of Mantine's stylesheet that the landing page (and the UI shell around it) uses: ~65 KB of the
 * ~290 KB `@mantine/core/styles.css`. The other areas add the rest (app/mantine-other-styles.ts).
 *
 * Order matters and follows `@mantine/core/styles.css`: the globals first, then the components, each after
 * the ones it is built on (Button after UnstyledButton and Loader, Card after Paper, Modal and Drawer after
 * ModalBase, Overlay, CloseButton and Paper, TextInput's Input). A Mantine component newly used by the
 * landing needs its file here (and its building blocks'); see https://mantine.dev/styles/css-files-list/.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
