import { defineIsland } from '../../core/mount/define';
import { Modal } from './Modal';

// Nothing to configure on the container: bodies say what they are (data-modal, data-modal-class,
// data-modal-label). React renders only the dialog, portalled to <body>.
export default defineIsland<undefined>({
  name: 'modal',
  host: 'append',
  Component: Modal,
});
